/** Callers name a route id and never write a URL: the route table gives the method and the path. */
import {
  type Answer,
  type Body,
  type Params,
  type Query,
  type RouteDef,
  type RouteId,
  routeById,
} from '../../contract';
import { httpClient } from './httpClient';
import type { QueryValue } from './httpRequest';

export interface ApiCallArgs<Id extends RouteId> {
  params?: Params<Id>;
  query?: Query<Id>;
  body?: Body<Id> | FormData;
  signal?: AbortSignal;
}

export type ApiCall = <Id extends RouteId>(id: Id, args?: ApiCallArgs<Id>) => Promise<Answer<Id>>;

/** A route's or a screen's path parameter, `:id`. */
export const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/** '/admin/v1/team/:id' + { id: 7 } -> '/admin/v1/team/7'; every value is URL-encoded. */
export function resolvePath(route: Pick<RouteDef, 'id' | 'path'>, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(PATH_PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.id}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

export const apiCall: ApiCall = async <Id extends RouteId>(id: Id, args: ApiCallArgs<Id> = {}) => {
  const route: RouteDef = routeById[id];
  // a route that declares a JSON body gets {} rather than nothing: the server validates an object
  const body = args.body ?? (route.body && !route.multipart ? {} : undefined);
  return httpClient<Answer<Id>>(resolvePath(route, args.params), {
    method: route.method,
    query: args.query as Record<string, QueryValue> | undefined,
    body,
    signal: args.signal,
    responseType: route.produces && !route.produces.includes('json') ? 'blob' : 'json',
  });
};
