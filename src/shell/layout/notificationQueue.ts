import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's notification lifetime, counted from when it was added. */
export const NOTIFICATION_LIFETIME_MS = 3000;
/** The spec's limit: a newer notification drops the oldest. */
export const MAX_NOTIFICATIONS = 3;

export interface QueuedNotification<T> {
  key: number;
  value: T;
}

/**
 * The notifications on screen: each leaves after its lifetime, when dismissed, or when a fourth arrives; `onLeave`
 * hears how it left (undone or not). Plain React, so the light login page shows its refusals by the same rules.
 */
export function useNotificationQueue<T>(onLeave?: (value: T, isUndo: boolean) => void) {
  const [shown, setShown] = useState<QueuedNotification<T>[]>([]);
  // for timers and event handlers that run outside a render
  const shownRef = useRef<QueuedNotification<T>[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextKey = useRef(1);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  const replaceShown = useCallback((next: QueuedNotification<T>[]) => {
    shownRef.current = next;
    setShown(next);
  }, []);

  const settle = useCallback((item: QueuedNotification<T>, isUndo: boolean) => {
    const timer = timers.current.get(item.key);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(item.key);
    leave.current?.(item.value, isUndo);
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
    (value: T) => {
      const item: QueuedNotification<T> = { key: nextKey.current++, value };
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

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { shown, show, dismiss };
}
