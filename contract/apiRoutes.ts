/** Every route the API serves: the /admin/v1 table (routes.ts) and the declared REST resources' (rest/). */

import { restRoutes } from './rest';
import type { RouteDef } from './route';
import { routes } from './routes';

export const apiRoutes: readonly RouteDef[] = [...(routes as readonly RouteDef[]), ...restRoutes];
