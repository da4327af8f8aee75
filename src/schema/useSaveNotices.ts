/**
 * The notifications after a declared edit: the declaration's own success text (the spec's "Reward updated
 * successfully"), and on failure its prefix before the server's reason ("Reward update failed: …").
 */
import { useNotify, useTranslate } from 'react-admin';
import type { FormOptions } from './declaration';

const reasonOf = (error: unknown) => (error instanceof Error && error.message) || '';

export function useSaveNotices({ saved, failed }: FormOptions = {}, done = 'ra.notification.updated') {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onSaved: () => notify(saved ?? done, { type: 'success', messageArgs: { smart_count: 1 } }),
    onFailed: (error: unknown) => {
      const reason = reasonOf(error);
      if (!failed) return notify(reason || 'ra.notification.http_error', { type: 'error' });
      notify(reason ? `${translate(failed)}: ${reason}` : failed, { type: 'error' });
    },
  };
}
