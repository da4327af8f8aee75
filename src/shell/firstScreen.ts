/**
 * Left to rendering, the token check, the layout's code, the screen's code and the list request each wait for the
 * one before; started together as the app starts, they travel side by side. The app does not wait for them, so a
 * slow network still sees the progress bar rather than a blank page.
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
 */
export function preloadFirstScreen(pathname: string): void {
  authProvider.checkAuth({}).catch(() => undefined);
  for (const screen of screensAt(pathname)) screen.preload().catch(() => undefined);
}
