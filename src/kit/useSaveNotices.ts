import { useNotify, useTranslate } from 'react-admin';
import type { FormOptions } from './declaration';
import { useFailureText } from './useFailureText';

/** `labels`: the resource whose field labels name the fields a refusal lists. */
export function useSaveNotices({ saved, failed }: FormOptions = {}, done = 'ra.notification.updated', labels?: string) {
  const notify = useNotify();
  const translate = useTranslate();
  const reasonOf = useFailureText(labels);
  return {
    onSaved: () => notify(saved ?? done, { type: 'success', messageArgs: { smart_count: 1 } }),
    onFailed: (error: unknown) => {
      const reason = reasonOf(error);
      if (!failed) return notify(reason || 'ra.notification.http_error', { type: 'error' });
      notify(reason ? `${translate(failed)}: ${reason}` : failed, { type: 'error' });
    },
  };
}
