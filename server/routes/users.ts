/**
 * Members (spec screen 12): `get-all-user`. Without page and limit it answers every user, as the spec's
 * call does; with either it answers one page, so the members screen never loads the whole table.
 * q matches text anywhere in name, username or phone (A-Z in any case; one or two characters: their start)
 * or the id exactly, off indexes (server/domain/memberTextSearch.ts), so a search reads its matches and not
 * the whole users table.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { USER_PAGE } from '../../contract';
import type { Dialect } from '../db/connection';
import { SEARCHED_COLUMNS } from '../db/migrations/006_members_substring_search';
import type { Database } from '../db/schema';
import { memberSearch } from '../domain/memberSearch';
import { findMember, MEMBER_COLUMNS } from '../domain/members';
import { substringIndexOf, textMatching } from '../domain/memberTextSearch';
import { pageWindow } from '../domain/paging';
import { countedRows, USERS_COUNTER } from '../domain/rowCounts';
import type { HandlerMap } from './types';

/**
 * The members a search names: its id, or its text in name, username or phone; exported for the test that
 * reads the databases' plans for it.
 */
export async function membersMatching(db: Kysely<Database>, dialect: Dialect, q: string) {
  const search = memberSearch(q);
  const text = textMatching(search, SEARCHED_COLUMNS, dialect, await substringIndexOf(db, dialect));
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    search.id === undefined ? text(eb) : eb.or([eb('id', '=', search.id), text(eb)]);
}

export const userHandlers: HandlerMap = {
  getUser: async ({ params }, { db }) => ({ ok: true, user: await findMember(db, params.id) }),

  getAllUser: async ({ query }, { db, dialect }) => {
    const q = query.q?.trim();
    let users = db.selectFrom('users');
    if (q) users = users.where(await membersMatching(db, dialect, q));
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
    let rows = users.select(MEMBER_COLUMNS).orderBy(sortField, direction);
    if (sortField !== 'id') rows = rows.orderBy('id', direction);
    const data = await (paged ? rows.limit(limit).offset(offset) : rows).execute();
    return { ok: true, data, page, limit, total };
  },
};
