/** The demo's routes live after the hash (see appRoot.tsx); the login entry reads them before the router exists. */
const hashRouted = (): boolean => import.meta.env.MODE === 'demo';

export const LOGIN_ROUTE = '/login';

export function currentRoute(): string {
  if (hashRouted()) return window.location.hash.replace(/^#/, '') || '/';
  return `${window.location.pathname}${window.location.search}`;
}

export const routePathname = (route: string): string => route.split('?')[0];

export const routeSearch = (route: string): string => (route.includes('?') ? route.slice(route.indexOf('?')) : '');

export function replaceRoute(route: string): void {
  window.history.replaceState(null, '', hashRouted() ? `#${route}` : route);
}
