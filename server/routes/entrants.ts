import { listEntrants } from '../domain/entrants';
import type { HandlerMap } from './types';

export const entrantHandlers: HandlerMap = {
  listNormalEntrants: async ({ params, query }, { db }) => ({
    ok: true,
    ...(await listEntrants(db, params.gameWeekId, 0, query)),
  }),
  listVipEntrants: async ({ params, query }, { db }) => ({
    ok: true,
    ...(await listEntrants(db, params.gameWeekId, 1, query)),
  }),
};
