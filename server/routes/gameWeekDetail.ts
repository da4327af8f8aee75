import { loadGameWeekDetail, saveTeamVs, updatePlayerPoints } from '../domain/gameWeekPoints';
import { summariseGameWeek } from '../domain/summarise';
import { notFound } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

const noGameWeek = (id: number) => notFound(`Game week ${id} was not found`, 'game_week.not_found', { id });

export const gameWeekDetailHandlers: HandlerMap = {
  getGameWeekDetail: async ({ params }, { db }) => {
    const detail = await loadGameWeekDetail(db, params.id);
    if (!detail) throw noGameWeek(params.id);
    return { ok: true, ...detail };
  },

  savePlayerTeamVs: async ({ body, admin }, { db, clock }) => {
    const { id, username } = requireAdmin(admin);
    const outcome = await saveTeamVs(db, { body, admin: { id, username }, at: clock.now() });
    if (outcome === 'no-game-week') throw noGameWeek(body.game_week_id);
    if (outcome === 'no-team') {
      throw notFound(`Team ${body.team_id} was not found in this game week's season`, 'team.not_in_season', {
        teamId: body.team_id,
      });
    }
    return { ok: true };
  },

  updateGameWeekPlayer: async ({ params, body, admin }, { db, clock }) => {
    const { id, username } = requireAdmin(admin);
    const player = await updatePlayerPoints(db, { rowId: params.id, body, admin: { id, username }, at: clock.now() });
    if (!player) {
      throw notFound(`Game-week player row ${params.id} was not found`, 'game_week_player.not_found', {
        id: params.id,
      });
    }
    return { ok: true, player };
  },

  summariseGameWeek: async ({ params, admin }, { db, dialect, clock }) => {
    const { id, username } = requireAdmin(admin);
    const result = await summariseGameWeek(db, dialect, {
      gameWeekId: params.id,
      admin: { id, username },
      at: clock.now(),
    });
    if (!result) throw noGameWeek(params.id);
    return { ok: true };
  },
};
