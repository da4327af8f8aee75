/** The API's irregularities are written as data in this shape, so engine.ts has no per-resource branches. */
import type { Answer, Body, Params, Query, RouteId } from '../../../contract';

export type Filter = Record<string, unknown>;
export type DataRecord = Record<string, unknown>;

export type AnswerKey<Id extends RouteId> = Extract<keyof Answer<Id>, string>;

/** A filter's name, or a filter with a stand-in for "absent" (the ticket lookup's '-'). */
export type FromFilter = string | { filter: string; absent: string | number };

/** Names of a route's path parameters or query values: a map entry cannot name one the route does not take. */
type NamesOf<T> = T extends undefined ? never : Extract<keyof NonNullable<T>, string>;
export type ParamName<Id extends RouteId> = NamesOf<Params<Id>>;
export type QueryName<Id extends RouteId> = NamesOf<Query<Id>>;
type ArgsFrom<Names extends string> = [Names] extends [never] ? never : { [K in Names]?: FromFilter };

export interface ListMapping<Id extends RouteId = RouteId> {
  route: Id;
  /** path parameters from filters; a missing filter without `absent` means "nothing to list yet" */
  params?: ArgsFrom<ParamName<Id>>;
  /** query values from filters; a missing filter is left out */
  query?: ArgsFrom<QueryName<Id>>;
  /** the list stays empty until at least one of these filters has a value */
  needsAnyOf?: string[];
  answerKey: AnswerKey<Id>;
  /** 'client': the route answers every row and the browser filters, sorts and pages */
  paging: 'server' | 'client';
  /** server paging: the answer key holding the row count... */
  totalKey?: AnswerKey<Id>;
  /** ...or the page count (total = pages × limit, an upper bound the page control needs) */
  totalPagesKey?: AnswerKey<Id>;
  /** server sorting: the query values that ask for `{ field, order }` (undefined: the route cannot sort so) */
  sort?: (field: string, order: 'ASC' | 'DESC') => Record<string, string> | undefined;
}

export interface OneMapping<Id extends RouteId = RouteId> {
  route: Id;
  /** the path parameter that receives the record id (default 'id') */
  idParam?: ParamName<Id>;
  answerKey: AnswerKey<Id>;
}

export interface WriteMapping<Id extends RouteId = RouteId> {
  route: Id;
  /** update and delete: the path parameter that receives the record id (default 'id') */
  idParam?: ParamName<Id>;
  /** default: the fields the route's body schema declares, taken from the data */
  body?: (data: DataRecord, previous?: DataRecord) => Body<Id>;
  /** the answer key holding the saved record; without one the sent data stands in for it */
  answerKey?: AnswerKey<Id>;
}

/** Several routes behind one list, chosen by a filter (the payments' `status` tab); without it, the first answers. */
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

// each helper checks a mapping against its own route, then erases the route type so all entries fit in one map
export const listOf = <Id extends RouteId>(mapping: ListMapping<Id>) => mapping as unknown as ListMapping;
export const oneOf = <Id extends RouteId>(mapping: OneMapping<Id>) => mapping as unknown as OneMapping;
export const writeOf = <Id extends RouteId>(mapping: WriteMapping<Id>) => mapping as unknown as WriteMapping;
