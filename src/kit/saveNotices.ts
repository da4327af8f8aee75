/**
 * The notices after a declared save: the declaration's own success text (the spec's "Reward updated
 * successfully"), and on failure its words before the server's reason ("Reward update failed: …"), the reason
 * naming the fields by the form's own labels.
 */
import type { FormOptions } from './declaration';
import type { MutationNotices } from './useNotifyingMutation';

/** `done`: the success text without a declared one; `labels`: the resource whose labels name a refusal's fields. */
export function saveNotices(
  { saved, failed }: FormOptions = {},
  done: string,
  labels: string,
): MutationNotices<unknown, unknown> {
  return { succeeded: { message: saved ?? done, args: { smart_count: 1 } }, failed, labels };
}
