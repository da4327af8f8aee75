/**
 * A mutation that tells the operator how it went: its success notice, and after a failure the server's reason in
 * the operator's language (useFailureText), put after the action's own words where it has them ("Player update
 * failed: …"). Every save, delete and action of the screens notifies through here, so a failure reads alike
 * everywhere.
 */
import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useFailureText } from './useFailureText';

/** An i18n key, or one with the values it names. */
export type Notice = string | { message: string; args: Record<string, unknown> };

export interface MutationNotices<TData, TVariables> {
  /** the success notice, or how the answer and the mutation's variables word it; none without it */
  succeeded?: Notice | ((data: TData, variables: TVariables) => Notice);
  /** i18n key of the action's own failure words, said before the server's reason */
  failed?: string;
  /** false: a failure is said in the action's own words alone, without the server's reason */
  withReason?: boolean;
  /** the resource whose field labels name the fields a refusal lists */
  labels?: string;
  /** answers true for a failure it has dealt with itself (a refused token ends the session): no notice then */
  handledElsewhere?: (error: unknown) => boolean | Promise<boolean>;
}

/**
 * The notices as mutation callbacks, for the mutations react-admin's own views run (their `mutationOptions`);
 * useNotifyingMutation runs them for the rest.
 */
export function useMutationNotices<TData, TVariables>({
  succeeded,
  failed,
  withReason = true,
  labels,
  handledElsewhere,
}: MutationNotices<TData, TVariables>) {
  const notify = useNotify();
  const translate = useTranslate();
  const reasonOf = useFailureText(labels);

  const failure = (error: unknown): string => {
    const reason = withReason ? reasonOf(error) : '';
    if (!failed) return reason || 'ra.notification.http_error';
    return reason ? `${translate(failed)}: ${reason}` : failed;
  };

  return {
    onSuccess: (data: TData, variables: TVariables) => {
      const notice = typeof succeeded === 'function' ? succeeded(data, variables) : succeeded;
      if (typeof notice === 'string') notify(notice, { type: 'success' });
      else if (notice) notify(notice.message, { type: 'success', messageArgs: notice.args });
    },
    onError: async (error: unknown) => {
      if (await handledElsewhere?.(error)) return;
      notify(failure(error), { type: 'error' });
    },
  };
}

export type NotifyingMutationOptions<TData, TVariables, TContext> = UseMutationOptions<
  TData,
  DefaultError,
  TVariables,
  TContext
> &
  MutationNotices<TData, TVariables>;

/**
 * react-query's useMutation with the notices: the success notice comes before the options' own onSuccess, the
 * failure notice after their onError (which may first put back what an optimistic change showed).
 */
export function useNotifyingMutation<TData = unknown, TVariables = void, TContext = unknown>({
  succeeded,
  failed,
  withReason,
  labels,
  handledElsewhere,
  onSuccess,
  onError,
  ...options
}: NotifyingMutationOptions<TData, TVariables, TContext>) {
  const notices = useMutationNotices({ succeeded, failed, withReason, labels, handledElsewhere });
  return useMutation({
    ...options,
    onSuccess: (...args) => {
      notices.onSuccess(args[0], args[1]);
      return onSuccess?.(...args);
    },
    onError: async (...args) => {
      await onError?.(...args);
      await notices.onError(args[0]);
    },
  });
}
