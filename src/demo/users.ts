/**
 * The demo's get-all-user (server/routes/users.ts): every user without page or limit, one page with
 * either; q matches the id exactly or the start of name, username or phone (A-Z in any case), by the
 * server's own rule (server/domain/memberSearch.ts).
 */
import { USER_PAGE } from '../../contract';
import { matchesMember, memberSearch } from '../../server/domain/memberSearch';
import type { DemoHandlerMap } from './handlerTypes';
import { demoPage } from './paging';

export const userHandlers: DemoHandlerMap = {
  getAllUser: ({ query }, store) => {
    const q = query.q?.trim();
    const field = query.sort ?? 'id';
    const direction = query.order === 'DESC' ? -1 : 1;
    const users = (q ? store.data.users.filter(matchesMember(memberSearch(q))) : [...store.data.users]).sort((a, b) => {
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
