/**
 * Left to rendering, the token check, the layout's code, the screen's code and the list request each wait for the
 * one before; started together as the app starts, they travel side by side. The app's first render waits for the
 * layout's and the screen's code only (the static shell or the login form stays on the page meanwhile); the token
 * check and the list draw their own progress.
 */
import { matchPath } from 'react-router-dom';
import { authProvider } from '../api/authProvider';
import { listPath, type ResourceDeclaration } from '../kit/declaration';
import type { LazyPart } from '../kit/lazyPart';
import { viewsOf } from '../kit/resourceElement';
import { customScreens, declaredResources, HOME_PATH, homeScreen, notFoundScreen } from '../screens';
import { AppLayout } from './layout/lazyLayout';
import { LOGIN_ROUTE } from './login/entryRoute';

const servesPath = (declaration: ResourceDeclaration, pathname: string): boolean =>
  matchPath({ path: `${listPath(declaration)}/*` }, pathname) !== null || declaration.aliases?.create === pathname;

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
 * The token check is the route guard's own, which then answers from its cache. Failures are left to the app,
 * which meets them again: a refused token goes to the login page, a failed chunk is fetched again on render.
 * Settles once the screen's code has arrived or failed, not waiting for the token check.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  authProvider.checkAuth({}).catch(() => undefined);
  await Promise.allSettled(screensAt(pathname).map((screen) => screen.preload()));
}
