import type { DemoAdmin, SessionBook } from './store';

export const DEMO_SESSIONS_KEY = 'matchday_demo_sessions';

/**
 * Demo tokens kept in web storage, so a reload (which generates the same data again) keeps the
 * admin signed in. A damaged entry reads as no sessions.
 */
export function storedSessions(storage: Storage, key = DEMO_SESSIONS_KEY): SessionBook {
  const read = (): Record<string, DemoAdmin> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, DemoAdmin>) : {};
    } catch {
      return {};
    }
  };
  const write = (all: Record<string, DemoAdmin>) => storage.setItem(key, JSON.stringify(all));
  return {
    get: (token) => (Object.hasOwn(read(), token) ? read()[token] : undefined),
    set: (token, admin) => write({ ...read(), [token]: admin }),
    delete: (token) => {
      const { [token]: _gone, ...rest } = read();
      write(rest);
    },
  };
}
