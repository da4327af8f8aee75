/**
 * Members (spec screen 12): `get-all-user`. Without page and limit it answers every user, as the spec's
 * call does; with either it answers one page, so the members screen never loads the whole table.
 * q searches the id (exactly), name, username and phone (containing, any case).
 */
import { type ExpressionBuilder, sql } from 'kysely';
import { USER_PAGE } from '../../contract';
import type { Database } from '../db/schema';
import { pageWindow } from '../domain/paging';
import type { HandlerMap } from './types';

/** A LIKE pattern matching text that contains `text` literally ('%', '_' and '\' escaped). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matches(q: string) {
  const pattern = containing(q);
  const id = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      ...(id === undefined ? [] : [eb('id', '=', id)]),
      ...(['name', 'username', 'phone'] as const).map(
        (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
      ),
    ]);
}

export const userHandlers: HandlerMap = {
  getAllUser: async ({ query }, { db }) => {
    const q = query.q?.trim();
    let users = db.selectFrom('users');
    if (q) users = users.where(matches(q));
    const { total } = await users
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow()
      .then((row) => ({ total: Number(row.total) }));
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
