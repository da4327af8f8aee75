/**
 * The shape of the declarative resource map (resources.ts). Everything irregular about the
 * API — which key holds the rows, which filter feeds a path segment, how a list pages — is
 * written down here as data; engine.ts reads it and has no per-resource branches.
 */
import type { Answer, Body, Params, Query, RouteId } from '../../../contract';

export type Filter = Record<string, unknown>;
export type DataRecord = Record<string, unknown>;

/** Keys of a route's answer (where the rows, the record or the totals are). */
export type AnswerKey<Id extends RouteId> = Extract<keyof Answer<Id>, string>;

/**
 * Where a route argument (path segment or query value) comes from: a filter's name, or a
 * filter with a stand-in for "absent" (the ticket lookup's '-').
 */
export type FromFilter = string | { filter: string; absent: string | number };

/** Names of a route's path parameters or query values: a map entry cannot name one the route does not take. */
type NamesOf<T> = T extends undefined ? never : Extract<keyof NonNullable<T>, string>;
export type ParamName<Id extends RouteId> = NamesOf<Params<Id>>;
export type QueryName<Id extends RouteId> = NamesOf<Query<Id>>;
/** Route arguments from filters, by name; a route without any takes none. */
type ArgsFrom<Names extends string> = [Names] extends [never] ? never : { [K in Names]?: FromFilter };

export interface ListMapping<Id extends RouteId = RouteId> {
  route: Id;
  /** path parameters from filters; a missing filter without `absent` means "nothing to list yet" */
  params?: ArgsFrom<ParamName<Id>>;
  /** query values from filters; a missing filter is left out */
  query?: ArgsFrom<QueryName<Id>>;
  /** the list stays empty until at least one of these filters has a value */
  needsAnyOf?: string[];
  /** the answer key holding the rows */
  answerKey: AnswerKey<Id>;
  /**
   * 'server': page/limit go to the route and only that page comes back;
   * 'client': the route answers every row and the browser filters, sorts and pages.
   */
  paging: 'server' | 'client';
  /** server paging: the answer key holding the row count... */
  totalKey?: AnswerKey<Id>;
  /** ...or the page count (total = pages × limit, an upper bound the page control needs) */
  totalPagesKey?: AnswerKey<Id>;
  /** server sorting: the query values that ask for `{ field, order }` (undefined: the route cannot sort so) */
  sort?: (field: string, order: 'ASC' | 'DESC') => Record<string, string> | undefined;
}

/** One record by id, through a route of its own. */
export interface OneMapping<Id extends RouteId = RouteId> {
  route: Id;
  /** the path parameter that receives the record id (default 'id') */
  idParam?: ParamName<Id>;
  answerKey: AnswerKey<Id>;
}

/** create / update / delete through a route. */
export interface WriteMapping<Id extends RouteId = RouteId> {
  route: Id;
  /** update and delete: the path parameter that receives the record id (default 'id') */
  idParam?: ParamName<Id>;
  /**
   * The request body from the form data (and, on update, the record before the edit).
   * Default: the fields the route's body schema declares, taken from the data.
   */
  body?: (data: DataRecord, previous?: DataRecord) => Body<Id>;
  /** the answer key holding the saved record; without one the sent data stands in for it */
  answerKey?: AnswerKey<Id>;
}

/**
 * A list served by one of several routes, chosen by one filter's value: the payments' Pending and Completed tabs
 * are one resource whose `status` filter picks the route. Without that filter, the first route answers.
 */
export interface ListChoice {
  by: string;
  lists: Record<string, ListMapping>;
}

export interface ResourceMapping {
  /** the field that identifies a row ('ID' for the spec's PascalCase rows); copied to `id` */
  idField?: string;
  list?: ListMapping | ListChoice;
  getOne?: OneMapping;
  create?: WriteMapping;
  update?: WriteMapping;
  delete?: WriteMapping;
}

export type ResourceMap = Record<string, ResourceMapping>;

/*
 * The helpers below check one mapping against its own route (answer keys, body type) and
 * then erase the route type, so entries for different routes fit in one map.
 */
export const listOf = <Id extends RouteId>(mapping: ListMapping<Id>) => mapping as unknown as ListMapping;
export const oneOf = <Id extends RouteId>(mapping: OneMapping<Id>) => mapping as unknown as OneMapping;
export const writeOf = <Id extends RouteId>(mapping: WriteMapping<Id>) => mapping as unknown as WriteMapping;
