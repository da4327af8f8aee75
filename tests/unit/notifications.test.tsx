import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  type NotificationType,
  useAddUndoableMutation,
  useNotify,
  useTranslate,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import {
  MAX_NOTIFICATIONS,
  NOTIFICATION_LIFETIME_MS,
  NotificationStack,
  severityOf,
} from '../../src/shell/layout/NotificationStack';

type Notify = ReturnType<typeof useNotify>;
type AddMutation = ReturnType<typeof useAddUndoableMutation>;

/** react-admin's own hooks, captured from inside the context by <Capture>. */
const hooks: { notify?: Notify; addMutation?: AddMutation; translate?: (key: string) => string } = {};

const Capture = () => {
  hooks.notify = useNotify();
  hooks.addMutation = useAddUndoableMutation();
  hooks.translate = useTranslate();
  return null;
};

/** Renders the stack in a react-admin context and hands back react-admin's own notify(). */
const renderStack = () => {
  render(
    <AdminContext
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Capture />
      <NotificationStack />
    </AdminContext>,
  );
  const notify = (message: string, type?: NotificationType, options: object = {}) =>
    act(() => hooks.notify!(message, { type, ...options }));
  return { notify, hooks };
};

const shownMessages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NotificationStack', () => {
  it('shows at most three: of five added, the newest three remain', () => {
    const { notify } = renderStack();
    for (const n of [1, 2, 3, 4, 5]) notify(`message ${n}`, 'info');

    expect(MAX_NOTIFICATIONS).toBe(3);
    expect(shownMessages()).toEqual(['message 3', 'message 4', 'message 5']);
  });

  it('removes every notification 3 s after it was added', () => {
    const { notify } = renderStack();
    for (const n of [1, 2, 3, 4, 5]) notify(`message ${n}`, 'success');

    advance(NOTIFICATION_LIFETIME_MS - 1);
    expect(shownMessages()).toHaveLength(3);
    advance(1);
    expect(NOTIFICATION_LIFETIME_MS).toBe(3000);
    expect(shownMessages()).toEqual([]);
  });

  it('times each notification from its own arrival', () => {
    const { notify } = renderStack();
    notify('first', 'info');
    advance(2000);
    notify('second', 'info');
    advance(1000);
    expect(shownMessages()).toEqual(['second']);
    advance(1999);
    expect(shownMessages()).toEqual(['second']);
    advance(1);
    expect(shownMessages()).toEqual([]);
  });

  it('colours by type: success green, error red, warning yellow, info blue', () => {
    const { notify } = renderStack();
    notify('saved', 'success');
    notify('failed', 'error');
    notify('careful', 'warning');
    const classes = () => screen.getAllByRole('alert').map((alert) => alert.className);
    expect(classes()[0]).toContain('MuiAlert-filledSuccess');
    expect(classes()[1]).toContain('MuiAlert-filledError');
    expect(classes()[2]).toContain('MuiAlert-filledWarning');

    notify('for your information', 'info');
    expect(classes()[2]).toContain('MuiAlert-filledInfo');
  });

  it('shows any type other than success, error and warning as informational (blue)', () => {
    expect(severityOf('success')).toBe('success');
    expect(severityOf('error')).toBe('error');
    expect(severityOf('warning')).toBe('warning');
    expect(severityOf('info')).toBe('info');
    expect(severityOf('something-else')).toBe('info');
    expect(severityOf(undefined)).toBe('info');
  });

  it('translates keys in the current language and shows plain text as it is', () => {
    const { notify } = renderStack();
    notify('app.message.reward_saved', 'success');
    notify('Invalid username or password', 'error');
    expect(shownMessages()).toEqual(['บันทึกรางวัลเรียบร้อยแล้ว', 'Invalid username or password']);
  });

  it('can be closed by hand before its time', () => {
    const { notify } = renderStack();
    notify('close me', 'info');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(shownMessages()).toEqual([]);
  });
});

describe('NotificationStack with undoable writes', () => {
  it('commits the pending write when the notification leaves after 3 s', () => {
    const { notify, hooks } = renderStack();
    const write = vi.fn();
    act(() => hooks.addMutation!(write));
    notify('ra.notification.updated', 'info', { undoable: true, messageArgs: { smart_count: 1 } });

    expect(write).not.toHaveBeenCalled();
    advance(NOTIFICATION_LIFETIME_MS);
    expect(write).toHaveBeenCalledExactlyOnceWith({ isUndo: false });
  });

  it('rolls the write back when Undo is pressed, and never commits it', () => {
    const { notify, hooks } = renderStack();
    const write = vi.fn();
    act(() => hooks.addMutation!(write));
    notify('ra.notification.deleted', 'info', { undoable: true, messageArgs: { smart_count: 1 } });

    fireEvent.click(screen.getByRole('button', { name: hooks.translate!('ra.action.undo') }));
    expect(write).toHaveBeenCalledExactlyOnceWith({ isUndo: true });
    advance(NOTIFICATION_LIFETIME_MS);
    expect(write).toHaveBeenCalledTimes(1);
    expect(shownMessages()).toEqual([]);
  });

  it('commits the write of an undoable notification pushed out by newer ones', () => {
    const { notify, hooks } = renderStack();
    const write = vi.fn();
    act(() => hooks.addMutation!(write));
    notify('ra.notification.updated', 'info', { undoable: true, messageArgs: { smart_count: 1 } });
    for (const n of [1, 2, 3]) notify(`later ${n}`, 'info');

    expect(write).toHaveBeenCalledExactlyOnceWith({ isUndo: false });
  });
});
