/**
 * The settings screen's entrant tables of a game week, VIP and normal (spec screen 11; sections 3, 7, 9):
 * highest points first, then the earliest submitted team, paged on the server (page 1, limit 50 by default).
 */
import type { Kysely } from 'kysely';
import { ENTRANT_PAGE } from '../../contract';
import type { Database, Flag } from '../db/schema';
import { pageWindow } from '../domain/paging';
import { countedRows, entriesCounter } from '../domain/rowCounts';
import { notFound } from '../errors';
import type { HandlerMap } from './types';

async function listEntrants(
  db: Kysely<Database>,
  gameWeekId: number,
  isVip: Flag,
  request: { page?: number; limit?: number },
) {
  const gameWeek = await db.selectFrom('game_weeks').select('id').where('id', '=', gameWeekId).executeTakeFirst();
  if (!gameWeek) throw notFound(`No game week with id ${gameWeekId}`, 'game_week.not_found', { id: gameWeekId });
  const { page, limit, offset } = pageWindow(request, ENTRANT_PAGE.limit);
  const entries = db
    .selectFrom('game_week_entries')
    .where('game_week_entries.game_week_id', '=', gameWeekId)
    .where('game_week_entries.is_vip', '=', isVip);
  const [rows, total] = await Promise.all([
    entries
      .innerJoin('users', 'users.id', 'game_week_entries.user_id')
      .select([
        'game_week_entries.id',
        'game_week_entries.user_id',
        'game_week_entries.name',
        'game_week_entries.total_point',
        'game_week_entries.total_price',
        'game_week_entries.created_at',
        'users.username',
        'users.phone',
        'users.bank_account',
        'users.bank_type',
      ])
      .orderBy('game_week_entries.total_point', 'desc')
      .orderBy('game_week_entries.created_at', 'asc')
      .orderBy('game_week_entries.id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
    // kept by the database (rowCounts.ts): a game week of 100,000 entries is not counted per page
    countedRows(db, entriesCounter(gameWeekId, isVip)),
  ]);
  return { ok: true as const, data: rows, page, limit, total };
}

export const entrantHandlers: HandlerMap = {
  listNormalEntrants: async ({ params, query }, { db }) => listEntrants(db, params.gameWeekId, 0, query),
  listVipEntrants: async ({ params, query }, { db }) => listEntrants(db, params.gameWeekId, 1, query),
};
