/** Game weeks of the management screen: the season's list, creating one, saving its reward. */
import { toGameWeek } from '../domain/gameWeeks';
import { createGameWeek, saveGameWeekReward } from '../domain/gameWeeksChanges';
import { notFound } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

export const gameWeekHandlers: HandlerMap = {
  listGameWeeks: async ({ params }, { db }) => {
    const season = await db.selectFrom('seasons').select('id').where('id', '=', params.seasonId).executeTakeFirst();
    if (!season)
      throw notFound(`There is no season ${params.seasonId}`, 'season.not_found', { season: params.seasonId });
    const rows = await db
      .selectFrom('game_weeks')
      .selectAll()
      .where('season_id', '=', season.id)
      .orderBy('week')
      .execute();
    return { ok: true, gameWeeks: rows.map(toGameWeek) };
  },

  saveGameWeekReward: async ({ params, body, admin }, { db, clock }) => {
    const row = await saveGameWeekReward(db, params.id, body, requireAdmin(admin), clock.now());
    return { ok: true, gameWeek: toGameWeek(row) };
  },

  createGameWeek: async ({ body, admin }, { db, clock }) => {
    const row = await createGameWeek(db, body, requireAdmin(admin), clock.now());
    return { ok: true, gameWeek: toGameWeek(row) };
  },
};
