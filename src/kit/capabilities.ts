/** What a resource can do, read from its dataProvider map entry and the contract's routes, never declared. */
import type { TSchema } from '@sinclair/typebox';
import { type RouteDef, routeById } from '../../contract';
import { type ResourceName, resources } from '../api/dataProvider';
import { listsOf } from '../api/dataProvider/listChoice';
import type { MapResourceName } from '../api/dataProvider/resources';
import { restResourceNamed } from '../api/dataProvider/restResources';
import type { ListMapping, ResourceMapping } from '../api/dataProvider/types';
import { fieldsByName } from './fields';
import { restCapabilities } from './restCapabilities';

export interface Capabilities {
  canList: boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  createBody?: TSchema;
  updateBody?: TSchema;
  querySchema?: TSchema;
  /** the filters the map hands to the list's routes, as query values or path segments (a ticket's userId) */
  routeFilters: ReadonlySet<string>;
  /** the largest page the list's route answers (its `limit` maximum); none where the browser holds the list */
  largestPage?: number;
  sortable: (field: string) => boolean;
}

const routeOf = (id: string): RouteDef => (routeById as Record<string, RouteDef>)[id];

const queryValue = (route: RouteDef, name: string) => fieldsByName(route.querystring).get(name);

const serverSortFields = (route: RouteDef): readonly unknown[] => queryValue(route, 'sort')?.choices ?? [];

const filtersRead = (list: ListMapping): string[] =>
  Object.values({ ...list.params, ...list.query }).map((from) => (typeof from === 'string' ? from : from.filter));

/** The smallest `limit` maximum: a page every route of the list answers whole. */
function largestPage(routes: RouteDef[]): number | undefined {
  const maxima = routes.flatMap((route) => queryValue(route, 'limit')?.maximum ?? []);
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

export function capabilitiesOf(name: ResourceName): Capabilities {
  const rest = restResourceNamed(name);
  if (rest) return restCapabilities(rest);
  const mapping: ResourceMapping = resources[name as MapResourceName];
  const lists = mapping.list ? listsOf(mapping.list) : [];
  const sortFields = new Set(lists.flatMap((list) => serverSortFields(routeOf(list.route))).map(String));
  const clientPaged = lists.length > 0 && lists.every((list) => list.paging === 'client');
  return {
    canList: lists.length > 0,
    canCreate: !!mapping.create,
    canEdit: !!mapping.update,
    canDelete: !!mapping.delete,
    createBody: mapping.create && routeOf(mapping.create.route).body,
    updateBody: mapping.update && routeOf(mapping.update.route).body,
    querySchema: lists[0] && routeOf(lists[0].route).querystring,
    routeFilters: new Set(lists.flatMap(filtersRead)),
    largestPage: clientPaged ? undefined : largestPage(lists.map((list) => routeOf(list.route))),
    sortable: (field) => clientPaged || sortFields.has(field),
  };
}
