/**
 * Members (spec screen 12): `get-all-user`. Without page and limit it answers every user, as the spec's
 * call does; with either it answers one page, so the members screen never loads the whole table.
 * q matches the start of name, username or phone (A-Z in any case) or the id exactly: each text column is
 * one range of migration 004's index, so a search reads its matches and not the whole users table.
 */
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import { USER_PAGE } from '../../contract';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import { memberSearch, prefixRange } from '../domain/memberSearch';
import { pageWindow } from '../domain/paging';
import { countedRows, USERS_COUNTER } from '../domain/rowCounts';
import type { HandlerMap } from './types';

const SEARCHED_COLUMNS = ['name', 'username', 'phone'] as const;

/**
 * The column as migration 004 indexed it, written the same so the planner uses that index: A-Z
 * lower-cased, compared byte by byte. PostgreSQL gets both from COLLATE "C" inside lower() (see
 * foldAsciiCase); SQLite's lower() and BINARY order already do both.
 */
function searchKey(column: (typeof SEARCHED_COLUMNS)[number], dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres' ? sql`lower(${sql.ref(column)} COLLATE "C")` : sql`lower(${sql.ref(column)})`;
}

/** The members a search names; exported for the test that reads the databases' plans for it. */
export function membersMatching(q: string, dialect: Dialect) {
  const { prefix, id } = memberSearch(q);
  const { from, below } = prefixRange(prefix);
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      ...(id === undefined ? [] : [eb('id', '=', id)]),
      ...SEARCHED_COLUMNS.map((column) => {
        const key = searchKey(column, dialect);
        return below === undefined ? eb(key, '>=', from) : eb.and([eb(key, '>=', from), eb(key, '<', below)]);
      }),
    ]);
}

export const userHandlers: HandlerMap = {
  getAllUser: async ({ query }, { db, dialect }) => {
    const q = query.q?.trim();
    let users = db.selectFrom('users');
    if (q) users = users.where(membersMatching(q, dialect));
    // a search counts its matches (index ranges); the whole table's count is kept by the database
    const total = q
      ? Number((await users.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)
      : await countedRows(db, USERS_COUNTER);
    const paged = query.page !== undefined || query.limit !== undefined;
    const { page, limit, offset } = paged
      ? pageWindow(query, USER_PAGE.limit)
      : { page: 1, limit: Math.max(1, total), offset: 0 };
    const sortField = query.sort ?? 'id';
    const direction = query.order === 'DESC' ? 'desc' : 'asc';
    let rows = users
      .select(['id', 'name', 'username', 'phone', 'bank_account', 'bank_type'])
      .orderBy(sortField, direction);
    if (sortField !== 'id') rows = rows.orderBy('id', direction);
    const data = await (paged ? rows.limit(limit).offset(offset) : rows).execute();
    return { ok: true, data, page, limit, total };
  },
};
