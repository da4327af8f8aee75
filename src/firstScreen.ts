/**
 * A signed-in page load fetches everything its first screen needs at once (issue 20: first payments row within
 * 600 ms). Left to rendering, each step waited for the one before it: the token check, then the layout's code,
 * then the screen's, then the list request; and React 19 shows a lazy part's content no sooner than 300 ms after
 * the last fallback it showed, so every nested fallback added up to 300 ms more. Started together before the
 * first render, the layout and the screen are in place when the app first renders: no fallback shows, and the
 * list request leaves with that render.
 */
import { matchPath } from 'react-router-dom';
import { authProvider } from './authProvider';
import type { LazyPart } from './lazy/lazyPart';
import { AppLayout, customScreens, HomePage, NotFoundPage } from './lazy/screens';
import { screenPaths } from './pages/paths';
import { declaredResources } from './resources';
import type { ResourceDeclaration } from './schema/declaration';
import { viewsOf } from './schema/resourceElement';

/**
 * How long the first render waits for the screen's code at most: on a stalled network the app renders without
 * it, and the screen's own fallback shows its progress bar (a failed fetch shows the error page) instead of a
 * blank page.
 */
export const FIRST_RENDER_WAIT_MS = 3_000;

/** Whether `pathname` is one of the declared resource's views: /{name}, /{name}/…, or a URL of its own. */
const servesPath = (declaration: ResourceDeclaration, pathname: string): boolean =>
  matchPath({ path: `/${declaration.name}/*` }, pathname) !== null || declaration.aliases?.create === pathname;

/** The lazy screen shown at `pathname` (a resource's views come together), the layout around it. */
export function screensAt(pathname: string): LazyPart[] {
  if (pathname === screenPaths.login) return [];
  const declaration = declaredResources.find((declared) => servesPath(declared, pathname));
  const custom = customScreens.find(({ path }) => matchPath(path, pathname));
  const screen = declaration
    ? Object.values(viewsOf(declaration)).slice(0, 1)
    : [custom?.Screen ?? (pathname === screenPaths.home ? HomePage : NotFoundPage)];
  return [AppLayout, ...screen];
}

const settledWithin = (ms: number, work: Promise<unknown>[]): Promise<unknown> =>
  Promise.race([Promise.allSettled(work), new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * Starts the token check (the route guard's own, which it then answers from its cache) and the code of the
 * screen at `pathname` and its layout, and resolves when they are all in or FIRST_RENDER_WAIT_MS has passed.
 * Failures are left to the app: a refused token sends it to the login page, a failed chunk to the error page.
 */
export function prepareFirstScreen(pathname: string, waitMs = FIRST_RENDER_WAIT_MS): Promise<unknown> {
  const tokenCheck = authProvider.checkAuth({});
  return settledWithin(waitMs, [tokenCheck, ...screensAt(pathname).map((screen) => screen.preload())]);
}
