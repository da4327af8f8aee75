/** Column names come from declarations only; `lower(...) like` ignores letter case on both databases. */
import { type ExpressionBuilder, type Kysely, type OrderByItemBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { columnOf, type RestResource, rangeBounds, SEARCH_FILTER } from '../../contract';
import type { Database } from '../db/schema';
import { comparableValue, type DynamicDatabase, dynamic, selection, toRecord, type Values } from './columns';
import type { ListRequest } from './listRequest';

type Rows = SelectQueryBuilder<DynamicDatabase, string, Values>;
type Where = ExpressionBuilder<DynamicDatabase, string>;

const selectRecords = (db: Kysely<Database>, resource: RestResource): Rows =>
  dynamic(db)
    .selectFrom(resource.table)
    .select(selection(resource).map(({ column, field }) => sql.ref(column).as(field)));

export async function findRecord(db: Kysely<Database>, resource: RestResource, id: number) {
  const row = await selectRecords(db, resource).where(sql.ref('id'), '=', id).executeTakeFirst();
  return row && toRecord(resource, row);
}

/** `%`, `_` and the escape itself match only themselves in the searched text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function equalsCondition(eb: Where, column: string, value: unknown) {
  if (Array.isArray(value)) return eb(sql.ref(column), 'in', value);
  return value === null ? eb(sql.ref(column), 'is', null) : eb(sql.ref(column), '=', value);
}

/** A filter's value (or each of its values) as the field's column compares it. */
const comparable = (resource: RestResource, field: string, value: unknown) =>
  Array.isArray(value)
    ? value.map((each) => comparableValue(resource, field, each))
    : comparableValue(resource, field, value);

function searchCondition(eb: Where, resource: RestResource, text: string) {
  const pattern = likePattern(text);
  return eb.or(
    (resource.search ?? []).map(
      (field) => sql<boolean>`lower(${sql.ref(columnOf(resource, field))}) like ${pattern} escape '\\'`,
    ),
  );
}

function filterConditions(eb: Where, resource: RestResource, filter: Record<string, unknown>) {
  const conditions = [];
  if (filter.id !== undefined) conditions.push(equalsCondition(eb, 'id', filter.id));
  const text = filter[SEARCH_FILTER];
  if (typeof text === 'string' && text.trim() !== '') conditions.push(searchCondition(eb, resource, text.trim()));
  for (const [field, kind] of Object.entries(resource.filters ?? {})) {
    const column = columnOf(resource, field);
    const filtered = (name: string) => comparable(resource, field, filter[name]);
    if (kind === 'equals' && filter[field] !== undefined) conditions.push(equalsCondition(eb, column, filtered(field)));
    if (kind !== 'range') continue;
    const [from, to] = rangeBounds(field);
    if (filter[from] !== undefined) conditions.push(eb(sql.ref(column), '>=', filtered(from)));
    if (filter[to] !== undefined) conditions.push(eb(sql.ref(column), '<=', filtered(to)));
  }
  return eb.and(conditions);
}

export async function listRecords(db: Kysely<Database>, resource: RestResource, request: ListRequest) {
  const { sort, range, filter } = request;
  const where = (eb: Where) => filterConditions(eb, resource, filter);
  // null before every value, as SQLite orders it; PostgreSQL is told so (it puts nulls last when ascending)
  const nullsBefore = (ob: OrderByItemBuilder) =>
    sort.order === 'ASC' ? ob.asc().nullsFirst() : ob.desc().nullsLast();
  const direction = sort.order === 'ASC' ? 'asc' : 'desc';
  const counted = await dynamic(db)
    .selectFrom(resource.table)
    .where(where)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await selectRecords(db, resource)
    .where(where)
    .orderBy(sql.ref(columnOf(resource, sort.field)), nullsBefore)
    .orderBy(sql.ref('id'), direction)
    .limit(range.last - range.first + 1)
    .offset(range.first)
    .execute();
  return { records: rows.map((row) => toRecord(resource, row)), total: Number(counted.total) };
}
