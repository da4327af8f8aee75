/** Members as the admin shows them; a search reads its matches off indexes, not the whole table. */
import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import { USER_PAGE, type USER_SORT_FIELDS } from '../../contract';
import type { Dialect } from '../db/connection';
import { SEARCHED_COLUMNS } from '../db/migrations/006_members_substring_search';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { memberSearch } from './memberSearch';
import { substringIndexOf, textMatching } from './memberTextSearch';
import { type PageRequest, pageWindow } from './paging';
import { countedRows, USERS_COUNTER } from './rowCounts';

export const MEMBER_COLUMNS = ['id', 'name', 'username', 'phone', 'bank_account', 'bank_type'] as const;

/** A 404 in the same words wherever a member is asked for. */
export async function findMember(db: Kysely<Database>, id: number) {
  const member = await db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!member) throw notFound(`No member with id ${id}`, 'member.not_found', { id });
  return member;
}

export type MembersWhere = (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>;

export async function membersMatching(db: Kysely<Database>, dialect: Dialect, q: string): Promise<MembersWhere> {
  const search = memberSearch(q);
  const text = textMatching(search, SEARCHED_COLUMNS, dialect, await substringIndexOf(db, dialect));
  return (eb) => (search.id === undefined ? text(eb) : eb.or([eb('id', '=', search.id), text(eb)]));
}

export interface MembersRequest extends PageRequest {
  q?: string;
  sort?: (typeof USER_SORT_FIELDS)[number];
  order?: 'ASC' | 'DESC';
}

interface MembersOrder {
  field: (typeof USER_SORT_FIELDS)[number];
  direction: 'asc' | 'desc';
}

const orderOf = (request: MembersRequest): MembersOrder => ({
  field: request.sort ?? 'id',
  direction: request.order === 'DESC' ? 'desc' : 'asc',
});

// biome-ignore lint/suspicious/noExplicitAny: any selection of users orders alike
function ordered<Q extends SelectQueryBuilder<Database, 'users', any>>(query: Q, { field, direction }: MembersOrder) {
  const byField = query.orderBy(field, direction);
  return (field === 'id' ? byField : byField.orderBy('id', direction)) as Q;
}

/**
 * A search's page and its total in one statement: the matches are found once, their ids counted and sorted without
 * the rest of their rows, and only the page's rows are read; a count in a second statement would find them again,
 * and a window count would buffer every match again. The matches are materialised so that PostgreSQL finds them
 * all off the trigram indexes, as a count does, rather than walking the primary key in the page's order through the
 * whole table.
 */
export function searchPageQuery(
  db: Kysely<Database>,
  where: MembersWhere,
  order: MembersOrder,
  window: { limit: number; offset: number } | undefined,
) {
  const sortedBy = order.field === 'id' ? (['id'] as const) : (['id', order.field] as const);
  const page = db
    .with(
      (cte) => cte('matches').materialized(),
      (matches) => matches.selectFrom('users').where(where).select(sortedBy),
    )
    .selectFrom((eb) => {
      let found = eb.selectFrom('matches').select('matches.id').orderBy(`matches.${order.field}`, order.direction);
      if (order.field !== 'id') found = found.orderBy('matches.id', order.direction);
      if (window) found = found.limit(window.limit).offset(window.offset);
      return found.as('found');
    })
    .innerJoin('users', 'users.id', 'found.id')
    .select((eb) => [
      ...MEMBER_COLUMNS.map((column) => `users.${column}` as const),
      eb
        .selectFrom('matches')
        .select((counted) => counted.fn.countAll<number>().as('n'))
        .as('total'),
    ]);
  const byField = page.orderBy(`users.${order.field}`, order.direction);
  return order.field === 'id' ? byField : byField.orderBy('users.id', order.direction);
}

/** Every match, as the spec's call answers, unless a page or limit is asked for. */
export async function listMembers(db: Kysely<Database>, dialect: Dialect, request: MembersRequest) {
  const q = request.q?.trim();
  const order = orderOf(request);
  const paged = request.page !== undefined || request.limit !== undefined;
  const window = paged ? pageWindow(request, USER_PAGE.limit) : undefined;
  const where = q ? await membersMatching(db, dialect, q) : undefined;
  const countMatches = async (matching: MembersWhere) =>
    Number(
      (
        await db
          .selectFrom('users')
          .where(matching)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );
  // a search anywhere in the texts reads each candidate's row to check it, so the page shares that pass; a prefix
  // search counts its matches off its indexes alone, cheaper than carrying them all through one statement
  if (q && where && memberSearch(q).anywhere) {
    const found = await searchPageQuery(db, where, order, window).execute();
    const data = found.map(({ total: _total, ...member }) => member);
    // past the last page no row carries the total
    const total =
      found.length > 0 ? Number(found[0].total) : window && window.offset > 0 ? await countMatches(where) : 0;
    return window
      ? { data, page: window.page, limit: window.limit, total }
      : { data, page: 1, limit: Math.max(1, total), total };
  }
  // without a search the whole table's count is kept by the database
  const total = where ? await countMatches(where) : await countedRows(db, USERS_COUNTER);
  const { page, limit, offset } = window ?? { page: 1, limit: Math.max(1, total), offset: 0 };
  let rows = ordered(db.selectFrom('users').select(MEMBER_COLUMNS), order);
  if (where) rows = rows.where(where);
  const data = await (window ? rows.limit(limit).offset(offset) : rows).execute();
  return { data, page, limit, total };
}
