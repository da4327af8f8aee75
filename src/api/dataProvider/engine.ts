/** Which route, answer key, filter or id field a resource uses is read from the map, never decided here. */
import {
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  HttpError,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import { type RouteDef, type RouteId, routeById } from '../../../contract';
import type { ApiCall, ApiCallArgs } from '../apiCall';
import { bodyFromSchema } from './body';
import { listFor } from './listChoice';
import { filterRows, isBlank, pageRows, sortRows, withId } from './records';
import type { DataRecord, Filter, FromFilter, ListMapping, ResourceMap, ResourceMapping, WriteMapping } from './types';
import { WAITING_FOR_FILTER } from './waitingForFilter';

type Sort = { field: string; order: 'ASC' | 'DESC' } | undefined;
type ListParams = Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'signal'>>;

function argsFromFilter(spec: Record<string, FromFilter> | undefined, filter: Filter, required: boolean) {
  const values: Record<string, string | number> = {};
  const used: string[] = [];
  const missing: string[] = [];
  for (const [name, source] of Object.entries(spec ?? {})) {
    const key = typeof source === 'string' ? source : source.filter;
    used.push(key);
    const value = filter[key];
    if (!isBlank(value)) values[name] = value as string | number;
    else if (typeof source === 'object') values[name] = source.absent;
    else if (required) missing.push(key);
  }
  return { values, used, missing };
}

function normaliseSort(sort: ListParams['sort']): Sort {
  if (!sort?.field) return undefined;
  return { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' };
}

function rowsOf(answer: unknown, key: string, route: RouteId): DataRecord[] {
  const rows = (answer as Record<string, unknown> | undefined)?.[key];
  if (!Array.isArray(rows)) throw new Error(`${route}: the answer has no "${key}" list`);
  return rows as DataRecord[];
}

function recordOf(answer: unknown, key: string, route: RouteId): DataRecord {
  const row = (answer as Record<string, unknown> | undefined)?.[key];
  if (!row || typeof row !== 'object') throw new Error(`${route}: the answer has no "${key}" record`);
  return row as DataRecord;
}

export function createEngine(map: ResourceMap, call: ApiCall): DataProvider {
  // the engine calls routes by erased id; the map's helpers checked each entry against its own route
  const send = (route: RouteId, args: Record<string, unknown>) => call(route, args as ApiCallArgs<RouteId>);

  function mappingOf(resource: string): ResourceMapping {
    const mapping = map[resource];
    if (!mapping) throw new Error(`Unknown resource "${resource}"`);
    return mapping;
  }

  function operation<K extends keyof ResourceMapping>(resource: string, key: K): NonNullable<ResourceMapping[K]> {
    const found = mappingOf(resource)[key];
    if (!found) throw new Error(`The resource "${resource}" has no ${key} route`);
    return found as NonNullable<ResourceMapping[K]>;
  }

  const record = (resource: string, row: DataRecord) => withId(row, mappingOf(resource).idField) as RaRecord;

  /** Calls a list route with the arguments its filters give; null (no call) while a required filter is missing. */
  async function fetchRows(list: ListMapping, filter: Filter, signal?: AbortSignal, extraQuery = {}) {
    const params = argsFromFilter(list.params, filter, true);
    const query = argsFromFilter(list.query, filter, false);
    const waiting = list.needsAnyOf && !list.needsAnyOf.some((key) => !isBlank(filter[key]));
    if (params.missing.length > 0 || waiting) return null;
    const answer = await send(list.route, {
      params: params.values,
      query: { ...query.values, ...extraQuery },
      signal,
    });
    return { answer, routeFilters: new Set([...params.used, ...query.used]) };
  }

  async function getList(resource: string, { pagination, sort, filter = {}, signal }: ListParams) {
    const list = listFor(operation(resource, 'list'), filter);
    const page = pagination?.page ?? 1;
    const perPage = pagination?.perPage ?? 0;
    const order = normaliseSort(sort);

    if (list.paging === 'server') {
      const pageQuery: Record<string, string | number> = perPage > 0 ? { page, limit: perPage } : {};
      const sortQuery = order && list.sort?.(order.field, order.order);
      Object.assign(pageQuery, sortQuery);
      const fetched = await fetchRows(list, filter, signal, pageQuery);
      if (!fetched) return WAITING_FOR_FILTER;
      const answer = fetched.answer as Record<string, unknown>;
      const data = rowsOf(answer, list.answerKey, list.route).map((row) => record(resource, row));
      if (list.totalKey) return { data, total: Number(answer[list.totalKey]) };
      if (list.totalPagesKey) return { data, total: Number(answer[list.totalPagesKey]) * perPage };
      // no count in the answer: a full page suggests there is another
      return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: perPage > 0 && data.length >= perPage } };
    }

    const fetched = await fetchRows(list, filter, signal);
    if (!fetched) return WAITING_FOR_FILTER;
    const rows = rowsOf(fetched.answer, list.answerKey, list.route).map((row) => record(resource, row));
    const filtered = sortRows(filterRows(rows, filter, fetched.routeFilters), order?.field, order?.order);
    return { data: pageRows(filtered, page, perPage) as RaRecord[], total: filtered.length };
  }

  async function allRows(resource: string, filter: Filter, signal?: AbortSignal): Promise<RaRecord[]> {
    const list = listFor(operation(resource, 'list'), filter);
    if (list.paging === 'server') {
      throw new Error(`The resource "${resource}" pages on the server and has no route for one record`);
    }
    const fetched = await fetchRows(list, filter, signal);
    if (!fetched) {
      throw new Error(`The resource "${resource}" needs the filter ${JSON.stringify(list.params)} to find a record`);
    }
    return rowsOf(fetched.answer, list.answerKey, list.route).map((row) => record(resource, row));
  }

  async function getOne(resource: string, id: Identifier, meta?: { filter?: Filter }, signal?: AbortSignal) {
    const one = mappingOf(resource).getOne;
    if (one) {
      const answer = await send(one.route, { params: { [one.idParam ?? 'id']: id }, signal });
      return record(resource, recordOf(answer, one.answerKey, one.route));
    }
    const found = (await allRows(resource, meta?.filter ?? {}, signal)).find((row) => String(row.id) === String(id));
    if (!found) throw new HttpError(`No ${resource} record with id ${id}`, 404, null);
    return found;
  }

  function bodyFor(write: WriteMapping, data: DataRecord, previous?: DataRecord) {
    if (write.body) return write.body(data, previous);
    const route: RouteDef = routeById[write.route];
    return bodyFromSchema(route.body, previous ? { ...previous, ...data } : data);
  }

  async function update(resource: string, id: Identifier, data: DataRecord, previous?: DataRecord) {
    const write = operation(resource, 'update');
    const answer = await send(write.route, {
      params: { [write.idParam ?? 'id']: id },
      body: bodyFor(write, data, previous ?? {}),
    });
    const saved = record(
      resource,
      write.answerKey ? recordOf(answer, write.answerKey, write.route) : { ...previous, ...data },
    );
    return { ...saved, id: saved.id ?? id };
  }

  async function remove(resource: string, id: Identifier, previous?: RaRecord) {
    const write = operation(resource, 'delete');
    await send(write.route, { params: { [write.idParam ?? 'id']: id } });
    return previous ?? ({ id } as RaRecord);
  }

  // react-admin's methods are generic in the record type; the records here are whatever the map's
  // routes answer, so the object is typed by its parameters and cast once
  const provider = {
    getList: (resource: string, params: GetListParams) => getList(resource, params),

    getOne: async (resource: string, { id, meta, signal }: GetOneParams) => ({
      data: await getOne(resource, id, meta, signal),
    }),

    getMany: async (resource: string, { ids, meta, signal }: GetManyParams) => {
      if (mappingOf(resource).getOne) {
        return { data: await Promise.all(ids.map((id) => getOne(resource, id, meta, signal))) };
      }
      const wanted = new Set(ids.map(String));
      const rows = await allRows(resource, meta?.filter ?? {}, signal);
      return { data: rows.filter((row) => wanted.has(String(row.id))) };
    },

    getManyReference: (resource: string, { target, id, filter, ...rest }: GetManyReferenceParams) =>
      getList(resource, { ...rest, filter: { ...filter, [target]: id } }),

    create: async (resource: string, { data }: CreateParams) => {
      const write = operation(resource, 'create');
      const answer = await send(write.route, { body: bodyFor(write, data) });
      const saved = write.answerKey ? recordOf(answer, write.answerKey, write.route) : data;
      return { data: record(resource, saved) };
    },

    update: async (resource: string, { id, data, previousData }: UpdateParams) => ({
      data: await update(resource, id, data, previousData),
    }),

    updateMany: async (resource: string, { ids, data }: UpdateManyParams) => {
      await Promise.all(ids.map((id) => update(resource, id, data)));
      return { data: ids };
    },

    delete: async (resource: string, { id, previousData }: DeleteParams) => ({
      data: await remove(resource, id, previousData),
    }),

    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      await Promise.all(ids.map((id) => remove(resource, id)));
      return { data: ids };
    },
  };
  return provider as unknown as DataProvider;
}
