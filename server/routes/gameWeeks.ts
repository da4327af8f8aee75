import { gameWeeksOfSeason, toGameWeek } from '../domain/gameWeeks';
import { createGameWeek, saveGameWeekReward } from '../domain/gameWeeksChanges';
import { type HandlerMap, requireAdmin } from './types';

export const gameWeekHandlers: HandlerMap = {
  listGameWeeks: async ({ params }, { db }) => ({ ok: true, gameWeeks: await gameWeeksOfSeason(db, params.seasonId) }),

  saveGameWeekReward: async ({ params, body, admin }, { db, clock }) => {
    const row = await saveGameWeekReward(db, params.id, body, requireAdmin(admin), clock.now());
    return { ok: true, gameWeek: toGameWeek(row) };
  },

  createGameWeek: async ({ body, admin }, { db, clock }) => {
    const row = await createGameWeek(db, body, requireAdmin(admin), clock.now());
    return { ok: true, gameWeek: toGameWeek(row) };
  },
};
