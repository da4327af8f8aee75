/** Where a resource is both, the /admin/v1 map wins (the audit log's screen and filters are the map's). */
import { REST_BASE, type RestResource, restResources, restRouteId, restRoutes } from '../../../contract';
import { resolvePath } from '../apiCall';
import { apiUrl } from '../httpRequest';
import { resources } from './resources';
import { restHttpClient } from './restHttpClient';

export const spaRestResources: readonly RestResource[] = restResources.filter(
  (resource) => !Object.hasOwn(resources, resource.name),
);

const byName = new Map<string, RestResource>(spaRestResources.map((resource) => [resource.name, resource]));

export const restResourceNamed = (name: string): RestResource | undefined => byName.get(name);

/** A screen made from a REST declaration brings it along: the dataProvider and the views then serve it by name. */
export function servedByRest(resource: RestResource): void {
  if (Object.hasOwn(resources, resource.name)) throw new Error(`${resource.name} is already an /admin/v1 resource`);
  byName.set(resource.name, resource);
}

export const restApiUrl = (): string => apiUrl(REST_BASE).href;

export async function postRestAction(resource: RestResource, id: unknown, action: string, body: unknown) {
  const route = restRoutes.find((one) => one.id === restRouteId(resource, action));
  if (!route) throw new Error(`${resource.name} declares no action ${action}`);
  const url = apiUrl(resolvePath(route, { id }));
  const { json } = await restHttpClient(url.href, { method: 'POST', body: JSON.stringify(body) });
  return json;
}
