/**
 * The demo's entrant lists of a game week (server/routes/entrants.ts): VIP or normal, highest points
 * first, then the earliest submitted team; page 1 and 50 a page by default.
 */
import type { Static } from '@sinclair/typebox';
import { ENTRANT_PAGE, type Entrant } from '../../contract';
import type { Row } from '../../server/db/schema';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { demoPage } from './paging';
import type { DemoStore } from './store';

type EntryRow = Row<'game_week_entries'>;

const ranked = (a: EntryRow, b: EntryRow) =>
  b.total_point - a.total_point ||
  (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0) ||
  a.id - b.id;

function listEntrants(store: DemoStore, gameWeekId: number, isVip: 0 | 1, query: { page?: number; limit?: number }) {
  if (!store.data.game_weeks.some((week) => week.id === gameWeekId)) {
    throw new DemoError(404, `No game week with id ${gameWeekId}`);
  }
  const entries = store.data.game_week_entries
    .filter((entry) => entry.game_week_id === gameWeekId && entry.is_vip === isVip)
    .sort(ranked);
  const { rows, page, limit, total } = demoPage(entries, query, ENTRANT_PAGE.limit);
  const users = new Map(store.data.users.map((user) => [user.id, user]));
  const data = rows.map((entry): Static<typeof Entrant> => {
    const user = users.get(entry.user_id);
    return {
      id: entry.id,
      user_id: entry.user_id,
      name: entry.name,
      total_point: entry.total_point,
      total_price: entry.total_price,
      username: user?.username ?? '',
      phone: user?.phone ?? '',
      bank_account: user?.bank_account ?? '',
      bank_type: user?.bank_type ?? '',
      created_at: entry.created_at,
    };
  });
  return { ok: true as const, data, page, limit, total };
}

export const entrantHandlers: DemoHandlerMap = {
  listNormalEntrants: ({ params, query }, store) => listEntrants(store, params.gameWeekId, 0, query),
  listVipEntrants: ({ params, query }, store) => listEntrants(store, params.gameWeekId, 1, query),
};
