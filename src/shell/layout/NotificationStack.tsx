import { Alert, type AlertColor, Box, Button } from '@mui/material';
import { isValidElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  CloseNotificationContext,
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';

/** The spec's notification lifetime, counted from when it was added. */
export const NOTIFICATION_LIFETIME_MS = 3000;
/** The spec's limit: a newer notification drops the oldest. */
export const MAX_NOTIFICATIONS = 3;

type UndoableMutation = (params: { isUndo: boolean }) => void;

interface ShownNotification {
  key: number;
  payload: NotificationPayload;
  /** the pending write of an undoable notification; it runs (or is undone) when the notification goes */
  mutation?: UndoableMutation;
}

export const severityOf = (type: string | undefined): AlertColor =>
  type === 'success' || type === 'error' || type === 'warning' ? type : 'info';

/**
 * An undoable notification (react-admin's default for edits and deletes) takes its pending mutation from
 * react-admin's undo queue and commits it when it leaves; without that, undoable writes would never reach the server.
 */
export const NotificationStack = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  const [shown, setShown] = useState<ShownNotification[]>([]);
  // for timers and event handlers that run outside a render
  const shownRef = useRef<ShownNotification[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextKey = useRef(1);

  const replaceShown = useCallback((next: ShownNotification[]) => {
    shownRef.current = next;
    setShown(next);
  }, []);

  const settle = useCallback((item: ShownNotification, isUndo: boolean) => {
    const timer = timers.current.get(item.key);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(item.key);
    item.mutation?.({ isUndo });
  }, []);

  const dismiss = useCallback(
    (key: number, isUndo = false) => {
      const item = shownRef.current.find((candidate) => candidate.key === key);
      if (!item) return;
      replaceShown(shownRef.current.filter((candidate) => candidate.key !== key));
      settle(item, isUndo);
    },
    [replaceShown, settle],
  );

  const show = useCallback(
    (payload: NotificationPayload, mutation: UndoableMutation | undefined) => {
      const item: ShownNotification = { key: nextKey.current++, payload, mutation };
      const all = [...shownRef.current, item];
      const dropped = all.slice(0, Math.max(0, all.length - MAX_NOTIFICATIONS));
      replaceShown(all.slice(-MAX_NOTIFICATIONS));
      for (const old of dropped) settle(old, false);
      timers.current.set(
        item.key,
        setTimeout(() => dismiss(item.key), NOTIFICATION_LIFETIME_MS),
      );
    },
    [dismiss, replaceShown, settle],
  );

  // one payload per render, as react-admin's own <Notification> drains the queue
  useEffect(() => {
    if (notifications.length === 0) return;
    const payload = takeNotification();
    if (!payload) return;
    const mutation = payload.notificationOptions?.undoable ? takeMutation() : undefined;
    show(payload, mutation ?? undefined);
  }, [notifications, takeNotification, takeMutation, show]);

  // leaving the page with an undoable write pending would lose it silently
  const hasPendingWrite = shown.some((item) => item.mutation);
  useEffect(() => {
    if (!hasPendingWrite) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasPendingWrite]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  if (shown.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label="notifications"
      sx={{
        position: 'fixed',
        top: (theme) => theme.spacing(9),
        right: (theme) => theme.spacing(2),
        // above dialogs and their backdrop (modal 1300), like MUI's own snackbars
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 'min(420px, calc(100vw - 32px))',
      }}
    >
      {shown.map((item) => (
        <CloseNotificationContext.Provider key={item.key} value={() => dismiss(item.key)}>
          <Alert
            variant="filled"
            severity={severityOf(item.payload.type)}
            data-notification-type={item.payload.type}
            onClose={() => dismiss(item.key)}
            action={
              item.mutation ? (
                <Button color="inherit" size="small" onClick={() => dismiss(item.key, true)}>
                  {translate('ra.action.undo')}
                </Button>
              ) : undefined
            }
            sx={{ boxShadow: 3, whiteSpace: item.payload.notificationOptions?.multiLine ? 'pre-wrap' : undefined }}
          >
            {renderMessage(item.payload, translate)}
          </Alert>
        </CloseNotificationContext.Provider>
      ))}
    </Box>
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
