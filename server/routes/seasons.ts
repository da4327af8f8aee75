import { seasonPointsPerPlayer } from '../domain/playersPoints';
import { listSeasons, loadSeasonDetail, requireSeason } from '../domain/seasons';
import type { HandlerMap } from './types';

export const seasonHandlers: HandlerMap = {
  listSeasons: async (_input, { db }) => ({ ok: true, seasons: await listSeasons(db) }),

  getSeasonDetail: async ({ params }, { db }) => ({ ok: true, ...(await loadSeasonDetail(db, params.id)) }),

  getSeasonPoints: async ({ params }, { db }) => {
    const season = await requireSeason(db, params.id);
    return { ok: true, season, players: await seasonPointsPerPlayer(db, season.id) };
  },
};
