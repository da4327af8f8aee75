/**
 * The demo's get-all-user (server/routes/users.ts): every user without page or limit, one page with
 * either; q matches the id exactly or name, username and phone containing it (any case).
 */
import { USER_PAGE } from '../../contract';
import type { Row } from '../../server/db/schema';
import type { DemoHandlerMap } from './handlerTypes';
import { demoPage } from './paging';

type UserRow = Row<'users'>;

function matches(q: string) {
  const text = q.toLowerCase();
  const id = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
  return (user: UserRow) =>
    user.id === id || [user.name, user.username, user.phone].some((value) => value.toLowerCase().includes(text));
}

export const userHandlers: DemoHandlerMap = {
  getAllUser: ({ query }, store) => {
    const q = query.q?.trim();
    const field = query.sort ?? 'id';
    const direction = query.order === 'DESC' ? -1 : 1;
    const users = (q ? store.data.users.filter(matches(q)) : [...store.data.users]).sort((a, b) => {
      const x = a[field];
      const y = b[field];
      return (x < y ? -1 : x > y ? 1 : 0) * direction || (a.id - b.id) * direction;
    });
    const paged = query.page !== undefined || query.limit !== undefined;
    const { rows, page, limit, total } = paged
      ? demoPage(users, query, USER_PAGE.limit)
      : { rows: users, page: 1, limit: Math.max(1, users.length), total: users.length };
    const data = rows.map(({ id, name, username, phone, bank_account, bank_type }) => ({
      id,
      name,
      username,
      phone,
      bank_account,
      bank_type,
    }));
    return { ok: true, data, page, limit, total };
  },
};
