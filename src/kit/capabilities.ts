/**
 * What a declared resource can do, read from the contract: a REST resource's from its declaration (contract/rest/),
 * the map's resources' from their dataProvider map entry and its routes. Which views exist, which body schema a
 * form validates against, which filters the routes take, which columns sort. Nothing here is declared twice.
 */
import type { TSchema } from '@sinclair/typebox';
import {
  filterNames,
  operationsOf,
  REST_PAGE,
  type RestResource,
  type RouteDef,
  routeById,
  sortableFields,
} from '../../contract';
import { type ResourceName, resources } from '../api/dataProvider';
import { isListChoice, listFor, listsOf } from '../api/dataProvider/listChoice';
import type { MapResourceName } from '../api/dataProvider/resources';
import { restResourceNamed } from '../api/dataProvider/restResources';
import type { Filter, ListChoice, ListMapping, ResourceMapping } from '../api/dataProvider/types';
import { fieldsByName } from './fields';

export interface Capabilities {
  canList: boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  createBody?: TSchema;
  updateBody?: TSchema;
  /** the list route's query schema: the filters that are query values */
  querySchema?: TSchema;
  /** the filters the map hands to the list's routes, as query values or path segments (a ticket's userId) */
  routeFilters: ReadonlySet<string>;
  /** those the route chosen by these filter values takes (the payments' tab): a filter no route takes is not offered */
  routeFiltersFor: (filterValues: Filter) => ReadonlySet<string>;
  /** the filter whose value chooses the list's route (the payments' status), and its values: the first is taken without one */
  listChoice?: { by: string; values: readonly [string, ...string[]] };
  /** the largest page the list's route answers (its `limit` maximum); none where the browser holds the list */
  largestPage?: number;
  /** a column sorts where the browser holds the whole list, or the route takes it as `sort` */
  sortable: (field: string) => boolean;
}

const routeOf = (id: string): RouteDef => (routeById as Record<string, RouteDef>)[id];

/** One query value of a route, as a field (its choices, its bounds). */
const queryValue = (route: RouteDef, name: string) => fieldsByName(route.querystring).get(name);

/** The values a route's `sort` query value accepts (e.g. users: id, name, username). */
const serverSortFields = (route: RouteDef): readonly unknown[] => queryValue(route, 'sort')?.choices ?? [];

/** The filter names a list mapping reads (its `params` and `query` values name filters, or `{ filter }`). */
const filtersRead = (list: ListMapping): string[] =>
  Object.values({ ...list.params, ...list.query }).map((from) => (typeof from === 'string' ? from : from.filter));

/** The smallest of the routes' `limit` maxima: a page every route of the list answers whole. */
function largestPage(routes: RouteDef[]): number | undefined {
  const maxima = routes.flatMap((route) => queryValue(route, 'limit')?.maximum ?? []);
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

function choiceOf({ by, lists }: ListChoice): Capabilities['listChoice'] {
  const [first, ...rest] = Object.keys(lists);
  return first === undefined ? undefined : { by, values: [first, ...rest] };
}

function restCapabilities(resource: RestResource): Capabilities {
  const operations = new Set(operationsOf(resource));
  const sortable = new Set(sortableFields(resource));
  const routeFilters = new Set(filterNames(resource));
  return {
    canList: operations.has('list'),
    canCreate: operations.has('create'),
    canEdit: operations.has('update'),
    canDelete: operations.has('delete'),
    createBody: resource.create?.body,
    updateBody: resource.update?.body,
    routeFilters,
    routeFiltersFor: () => routeFilters,
    largestPage: REST_PAGE.maxRows,
    sortable: (field) => sortable.has(field),
  };
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
    routeFiltersFor: (filterValues) => new Set(mapping.list ? filtersRead(listFor(mapping.list, filterValues)) : []),
    listChoice: mapping.list && isListChoice(mapping.list) ? choiceOf(mapping.list) : undefined,
    largestPage: clientPaged ? undefined : largestPage(lists.map((list) => routeOf(list.route))),
    sortable: (field) => clientPaged || sortFields.has(field),
  };
}
