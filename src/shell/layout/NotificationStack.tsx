import { isValidElement, type ReactNode, useEffect } from 'react';
import {
  CloseNotificationContext,
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';
import { NotificationList } from './NotificationList';
import { useNotificationQueue } from './notificationQueue';

export { severityOf } from './NotificationList';
export { MAX_NOTIFICATIONS, NOTIFICATION_LIFETIME_MS } from './notificationQueue';

type UndoableMutation = (params: { isUndo: boolean }) => void;

interface ShownNotification {
  payload: NotificationPayload;
  /** the pending write of an undoable notification; it runs (or is undone) when the notification goes */
  mutation?: UndoableMutation;
}

/**
 * react-admin's notifications in the app's list. An undoable notification (react-admin's default for edits and
 * deletes) takes its pending mutation from react-admin's undo queue and commits it when it leaves; without that,
 * undoable writes would never reach the server.
 */
export const NotificationStack = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { shown, show, dismiss } = useNotificationQueue<ShownNotification>((item, isUndo) =>
    item.mutation?.({ isUndo }),
  );

  // one payload per render, as react-admin's own <Notification> drains the queue
  useEffect(() => {
    if (notifications.length === 0) return;
    const payload = takeNotification();
    if (!payload) return;
    const mutation = payload.notificationOptions?.undoable ? takeMutation() : undefined;
    show({ payload, mutation: mutation ?? undefined });
  }, [notifications, takeNotification, takeMutation, show]);

  // leaving the page with an undoable write pending would lose it silently
  const hasPendingWrite = shown.some((item) => item.value.mutation);
  useEffect(() => {
    if (!hasPendingWrite) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasPendingWrite]);

  return (
    <NotificationList
      items={shown.map(({ key, value: { payload, mutation } }) => ({
        key,
        type: payload.type,
        message: renderMessage(payload, translate),
        multiLine: payload.notificationOptions?.multiLine,
        undoLabel: mutation ? translate('ra.action.undo') : undefined,
      }))}
      onDismiss={dismiss}
      wrap={(key, alert) => (
        <CloseNotificationContext.Provider value={() => dismiss(key)}>{alert}</CloseNotificationContext.Provider>
      )}
    />
  );
};

/** Strings are translation keys or plain text (allowMissing shows unknown keys as they are); elements pass through. */
const renderMessage = (
  payload: NotificationPayload,
  translate: (key: string, options?: object) => string,
): ReactNode => {
  const { message, notificationOptions } = payload;
  if (typeof message === 'string') return translate(message, notificationOptions?.messageArgs);
  if (isValidElement(message)) return message;
  return message == null ? null : String(message);
};
