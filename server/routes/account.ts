/** The signed-in admin's info, the menu bar's balance chip, and the premier-league seasons. */
import { displayNameOf } from '../domain/admins';
import { listSeasonLabels } from '../domain/seasons';
import { type HandlerMap, requireAdmin } from './types';

export const accountHandlers: HandlerMap = {
  userInfo: async ({ admin }, { db }) => {
    const { id, username, role } = requireAdmin(admin);
    return { ok: true, state: true, data: { id, username, display_name: await displayNameOf(db, id), role } };
  },

  /** The chip comes from the player-facing app; an admin has no wallet, so the balance is 0. */
  userBalance: async ({ admin }) => {
    const { username } = requireAdmin(admin);
    return { ok: true, status: 'ok', data: { balance: 0, username } };
  },

  premierLeagueSeasons: async (_input, { db }) => ({ ok: true, seasons: await listSeasonLabels(db) }),
};
