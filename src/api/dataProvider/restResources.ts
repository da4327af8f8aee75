/**
 * The contract's REST resources that the SPA reaches through ra-data-simple-rest: every declared one without an
 * entry in the /admin/v1 map. The map wins where both exist (the audit log, whose screen and filters predate its
 * REST form), so a REST resource needs no map entry and a map entry is never bypassed.
 */
import { REST_BASE, type RestResource, restResources, restRouteId, restRoutes } from '../../../contract';
import { resolvePath } from '../apiCall';
import { apiUrl } from '../httpRequest';
import { resources } from './resources';
import { restHttpClient } from './restHttpClient';

export const spaRestResources: readonly RestResource[] = restResources.filter(
  (resource) => !Object.hasOwn(resources, resource.name),
);

const byName = new Map(spaRestResources.map((resource) => [resource.name, resource]));

/** The REST declaration serving this resource in the SPA, if it is one. */
export const restResourceNamed = (name: string): RestResource | undefined => byName.get(name);

/** ra-data-simple-rest's API URL: where /api/rest/<name> is, below the API base (VITE_API_BASE). */
export const restApiUrl = (): string => apiUrl(REST_BASE).href;

/** An action on one record of a REST resource (an admin's new password): POST to the route its declaration gives. */
export async function postRestAction(resource: RestResource, id: unknown, action: string, body: unknown) {
  const route = restRoutes.find((one) => one.id === restRouteId(resource, action));
  if (!route) throw new Error(`${resource.name} declares no action ${action}`);
  const url = apiUrl(resolvePath(route, { id }));
  const { json } = await restHttpClient(url.href, { method: 'POST', body: JSON.stringify(body) });
  return json;
}
