/**
 * The route the page was opened at, as the app's router will read it: the URL's path in the real SPA, the part
 * after '#' in the demo (a static folder any file server hosts, so its screens live after the hash; see
 * appRoot.tsx). The login entry reads it and replaces it before the app's router exists.
 */
const hashRouted = (): boolean => import.meta.env.MODE === 'demo';

export const LOGIN_ROUTE = '/login';

/** '/payment?x=1' (path and search) of the current page. */
export function currentRoute(): string {
  if (hashRouted()) return window.location.hash.replace(/^#/, '') || '/';
  return `${window.location.pathname}${window.location.search}`;
}

export const routePathname = (route: string): string => route.split('?')[0];

export const routeSearch = (route: string): string => (route.includes('?') ? route.slice(route.indexOf('?')) : '');

/** Shows `route` in the address bar without a new history entry (as the app's route guard does). */
export function replaceRoute(route: string): void {
  window.history.replaceState(null, '', hashRouted() ? `#${route}` : route);
}
