/**
 * A game week's entrant tables, VIP and normal: highest points first, then the earliest submitted team,
 * one page at a time.
 */
import type { Kysely } from 'kysely';
import { ENTRANT_PAGE } from '../../contract';
import type { Database, Flag } from '../db/schema';
import { unknownGameWeek } from './gameWeeks';
import { type PageRequest, pageWindow } from './paging';
import { countedRows, entriesCounter } from './rowCounts';

export async function listEntrants(db: Kysely<Database>, gameWeekId: number, isVip: Flag, request: PageRequest) {
  const gameWeek = await db.selectFrom('game_weeks').select('id').where('id', '=', gameWeekId).executeTakeFirst();
  if (!gameWeek) throw unknownGameWeek(gameWeekId);
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
    // a game week of 100,000 entries is not counted per page: the database keeps the count
    countedRows(db, entriesCounter(gameWeekId, isVip)),
  ]);
  return { data: rows, page, limit, total };
}
