/** The demo's user-info, balance and premier-league seasons (server/routes/account.ts). */
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';

export const accountHandlers: DemoHandlerMap = {
  userInfo: ({ admin }) => {
    if (!admin) throw new DemoError(401, 'Please sign in again');
    return { ok: true, state: true, data: { id: admin.id, username: admin.username } };
  },

  /** An admin has no wallet (the balance belongs to the player-facing app): 0, as the server answers. */
  userBalance: ({ admin }) => {
    if (!admin) throw new DemoError(401, 'Please sign in again');
    return { ok: true, status: 'ok', data: { balance: 0, username: admin.username } };
  },

  premierLeagueSeasons: (_input, store) => ({
    ok: true,
    seasons: [...store.data.seasons].sort((a, b) => b.id - a.id).map(({ id, label }) => ({ id, label })),
  }),
};
