/**
 * A signed-in page load asks for everything its first screen needs at once (issue 20: first payments row within
 * 600 ms). Left to rendering, each step waited for the one before it: the token check, then the layout's code,
 * then the screen's, and only then the list request. Started together as the app starts, they travel side by
 * side while the app shows its progress bar; the app does not wait for them (a page blank until the screen's
 * code is in would tell a phone on a slow network nothing).
 */
import { matchPath } from 'react-router-dom';
import { authProvider } from '../api/authProvider';
import type { ResourceDeclaration } from '../kit/declaration';
import type { LazyPart } from '../kit/lazyPart';
import { viewsOf } from '../kit/resourceElement';
import { customScreens, declaredResources, HOME_PATH, homeScreen, notFoundScreen } from '../screens';
import { AppLayout } from './layout/lazyLayout';
import { LOGIN_ROUTE } from './login/entryRoute';

/** Whether `pathname` is one of the declared resource's views: /{name}, /{name}/…, or a URL of its own. */
const servesPath = (declaration: ResourceDeclaration, pathname: string): boolean =>
  matchPath({ path: `/${declaration.name}/*` }, pathname) !== null || declaration.aliases?.create === pathname;

/** The lazy screen shown at `pathname` (a resource's views come together), the layout around it. */
export function screensAt(pathname: string): LazyPart[] {
  if (pathname === LOGIN_ROUTE) return [];
  const declaration = declaredResources.find((declared) => servesPath(declared, pathname));
  const custom = customScreens.find(({ path }) => matchPath(path, pathname));
  const screen = declaration
    ? Object.values(viewsOf(declaration)).slice(0, 1)
    : [custom?.Screen ?? (pathname === HOME_PATH ? homeScreen : notFoundScreen).Screen];
  return [AppLayout, ...screen];
}

/**
 * Starts the token check (the route guard's own, which it then answers from its cache) and the code of the
 * screen at `pathname` and of its layout. Failures are left to the app, which meets them again: a refused token
 * sends it to the login page, a chunk that failed to load is fetched again when its part renders.
 */
export function preloadFirstScreen(pathname: string): void {
  authProvider.checkAuth({}).catch(() => undefined);
  for (const screen of screensAt(pathname)) screen.preload().catch(() => undefined);
}
