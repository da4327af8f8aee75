/** The signed-in admin's info, the menu bar's balance chip, and the premier-league seasons. */
import { listSeasonLabels } from '../domain/seasons';
import { type HandlerMap, requireAdmin } from './types';

export const accountHandlers: HandlerMap = {
  userInfo: async ({ admin }) => {
    const { id, username } = requireAdmin(admin);
    return { ok: true, state: true, data: { id, username } };
  },

  /** The chip comes from the player-facing app; an admin has no wallet, so the balance is 0. */
  userBalance: async ({ admin }) => {
    const { username } = requireAdmin(admin);
    return { ok: true, status: 'ok', data: { balance: 0, username } };
  },

  premierLeagueSeasons: async (_input, { db }) => ({ ok: true, seasons: await listSeasonLabels(db) }),
};
