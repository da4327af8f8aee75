import { restRoutes } from './rest';
import type { RouteDef } from './route';
import { routes } from './routes';

export const apiRoutes: readonly RouteDef[] = [...(routes as readonly RouteDef[]), ...restRoutes];
