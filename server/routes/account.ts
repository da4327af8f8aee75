/**
 * The three calls whose base the spec leaves open, served under /api: the signed-in admin's info,
 * the menu bar's balance chip, and the premier-league seasons.
 */
import { listSeasonLabels } from '../domain/seasons';
import { type HandlerMap, requireAdmin } from './types';

export const accountHandlers: HandlerMap = {
  userInfo: async ({ admin }) => {
    const { id, username } = requireAdmin(admin);
    return { ok: true, state: true, data: { id, username } };
  },

  /**
   * The balance chip comes from the player-facing app, where a signed-in player has a wallet. An admin of
   * this back-office has no wallet (there is no balance table in the data model), so the balance is 0.
   */
  userBalance: async ({ admin }) => {
    const { username } = requireAdmin(admin);
    return { ok: true, status: 'ok', data: { balance: 0, username } };
  },

  /** The seasons table, newest first (like season-alls). */
  premierLeagueSeasons: async (_input, { db }) => ({ ok: true, seasons: await listSeasonLabels(db) }),
};
