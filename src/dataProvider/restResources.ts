/**
 * The contract's REST resources that the SPA reaches through ra-data-simple-rest: every declared one without an
 * entry in the /admin/v1 map. The map wins where both exist (the audit log, whose screen and filters predate its
 * REST form), so a REST resource needs no map entry and a map entry is never bypassed.
 */
import { REST_BASE, type RestResource, restResources } from '../../contract';
import { apiUrl } from '../httpClient';
import { resources } from './resources';

export const spaRestResources: readonly RestResource[] = restResources.filter(
  (resource) => !Object.hasOwn(resources, resource.name),
);

const byName = new Map(spaRestResources.map((resource) => [resource.name, resource]));

/** The REST declaration serving this resource in the SPA, if it is one. */
export const restResourceNamed = (name: string): RestResource | undefined => byName.get(name);

/** ra-data-simple-rest's API URL: where /api/rest/<name> is, below the API base (VITE_API_BASE). */
export const restApiUrl = (): string => apiUrl(REST_BASE).href;
