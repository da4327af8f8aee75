/**
 * Left to rendering, the token check, the layout's code, the screen's code and the list request each wait for the
 * one before; started together as the app starts, they travel side by side. The app does not wait for them, so a
 * slow network still sees the progress bar rather than a blank page.
 */
import { matchPath } from 'react-router-dom';
import { authProvider } from '../api/authProvider';
import type { LazyPart } from '../kit/lazyPart';
import { screenCode, viewsOf } from '../kit/resourceElement';
import { customScreens, declaredResources, HOME_PATH, homeScreen, notFoundScreen } from '../screens';
import { AppLayout } from './layout/lazyLayout';
import { LOGIN_ROUTE } from './login/entryRoute';

/** A path pattern (react-router's) with the screen drawn there and the code that screen fetches when it opens. */
export interface ScreenRoute {
  pattern: string;
  screen: LazyPart;
  code: LazyPart[];
}

/** In the order they are tried: a resource's own paths before the custom screens'. */
export function screenRoutes(): ScreenRoute[] {
  const resourceRoutes = declaredResources.flatMap((declaration) => {
    const [firstView] = Object.values(viewsOf(declaration));
    if (!firstView) return [];
    const code = screenCode(declaration);
    const patterns = [`/${declaration.name}/*`, ...(declaration.aliases?.create ? [declaration.aliases.create] : [])];
    return patterns.map((pattern) => ({ pattern, screen: firstView, code }));
  });
  const customRoutes = customScreens.map(({ path, Screen }) => ({ pattern: path, screen: Screen, code: [Screen] }));
  return [...resourceRoutes, ...customRoutes];
}

/** The layout and the screen a page load draws first. */
export function screensAt(pathname: string): Pick<LazyPart, 'preload'>[] {
  if (pathname === LOGIN_ROUTE) return [];
  const route = screenRoutes().find(({ pattern }) => matchPath(pattern, pathname));
  return [AppLayout, route?.screen ?? (pathname === HOME_PATH ? homeScreen : notFoundScreen).Screen];
}

/**
 * The token check is the route guard's own, which then answers from its cache. Failures are left to the app,
 * which meets them again: a refused token goes to the login page, a failed chunk is fetched again on render.
 */
export function preloadFirstScreen(pathname: string): void {
  authProvider.checkAuth({}).catch(() => undefined);
  for (const screen of screensAt(pathname)) screen.preload().catch(() => undefined);
}
