/**
 * The demo's whole world, in memory: the generated fixtures (the same generator the server's
 * seed uses), the demo admin and the signed-in sessions. Handlers read and change it; a page
 * reload starts a fresh world.
 */
import { base64UrlOfBytes, type DemoData, generateDemoData } from '../../fixtures';

/** The demo's sign-in: shown on the login page in demo mode. */
export const DEMO_CREDENTIALS = { username: 'admin', password: 'admin' } as const;
/** The login's app_key, the product's short name (the server's APP_KEY default). */
export const DEMO_APP_KEY = 'matchday';

export interface DemoAdmin {
  id: number;
  username: string;
}

/** Where issued tokens are kept: in memory, or (in the browser) somewhere that survives a reload. */
export interface SessionBook {
  get(token: string): DemoAdmin | undefined;
  set(token: string, admin: DemoAdmin): void;
  delete(token: string): void;
}

export interface DemoStore {
  data: DemoData;
  admin: DemoAdmin & { password: string };
  appKey: string;
  sessions: SessionBook;
}

export interface DemoStoreOptions {
  sessions?: SessionBook;
  credentials?: { username: string; password: string };
  appKey?: string;
}

/** Today's date in Bangkok, 'YYYY-MM-DD': the demo world's "today" (fixtures before it have scores). */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
}

export function createDemoStore(
  data: DemoData = generateDemoData({ anchorDate: bangkokToday() }),
  options: DemoStoreOptions = {},
): DemoStore {
  const credentials = options.credentials ?? DEMO_CREDENTIALS;
  return {
    data,
    admin: { id: 1, ...credentials },
    appKey: options.appKey ?? DEMO_APP_KEY,
    sessions: options.sessions ?? new Map<string, DemoAdmin>(),
  };
}

/** 32 random bytes, base64url: the same shape as the server's tokens. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return base64UrlOfBytes(bytes);
}

/** The next free id of a table (rows carry explicit ids). */
export function nextId(rows: readonly { id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max + 1;
}
