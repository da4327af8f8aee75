/**
 * What a browser keeps once its operator has signed in on the login page: the token, and /user-info's answer
 * beside it (the role and name the next page load draws with before the server is asked). A signed-in page in
 * the benches opens with both, as it does for an operator coming back to it.
 */
import { routeById } from '../../contract';
import { TOKEN_KEY, USER_INFO_KEY } from '../../src/api/tokenStore';

export interface KeptSession {
  token: string;
  userInfo: object;
}

/** A page of the origin that boots no app: an app started here would check the token while it is being set. */
export const ORIGIN_WITHOUT_APP = '/api';

export async function keptSession(baseUrl: string, token: string): Promise<KeptSession> {
  const response = await fetch(`${baseUrl}/api${routeById.userInfo.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`user-info: ${response.status}`);
  const { data } = (await response.json()) as { data: object };
  return { token, userInfo: data };
}

type Entries = [key: string, value: string | null][];

/** Playwright's page and Puppeteer's alike. */
interface BrowserPage {
  goto(url: string): Promise<unknown>;
  evaluate(store: (entries: Entries) => void, entries: Entries): Promise<unknown>;
}

/** Stored as the app stores them (tokenStore.ts); null leaves the browser signed out. */
export async function keepSession(page: BrowserPage, baseUrl: string, session: KeptSession | null): Promise<void> {
  await page.goto(`${baseUrl}${ORIGIN_WITHOUT_APP}`);
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    [
      [TOKEN_KEY, session?.token ?? null],
      [USER_INFO_KEY, session ? JSON.stringify(session.userInfo) : null],
    ],
  );
}
