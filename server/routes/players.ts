import {
  newPlayerFromGameWeekScreen,
  newPlayerFromSeasonEditor,
  playerUpdateFromSeasonEditor,
  toGameWeekScreenPlayer,
  toSeasonPlayer,
} from '../domain/players';
import { createPlayer, deletePlayer, requireSeason, requireTeam, updatePlayer } from '../domain/playersChanges';
import { type HandlerMap, requireAdmin } from './types';

export const playerHandlers: HandlerMap = {
  createPlayer: async ({ body, admin }, { db, clock }) => {
    const actor = requireAdmin(admin);
    // only the season editor's row carries TeamID
    if ('TeamID' in body) {
      await requireSeason(db, body.Seasons, 'Seasons');
      await requireTeam(db, body.TeamID, 'TeamID', body.Seasons);
      const player = await createPlayer(db, newPlayerFromSeasonEditor(body), actor, clock.now());
      return { ok: true, player: toSeasonPlayer(player) };
    }
    const team = await requireTeam(db, body.team_id, 'team_id');
    const player = await createPlayer(db, newPlayerFromGameWeekScreen(body, team.season_id), actor, clock.now());
    return { ok: true, player: toGameWeekScreenPlayer(player) };
  },

  updatePlayer: async ({ params, body, admin }, { db, clock }) => {
    const player = await updatePlayer(
      db,
      params.id,
      playerUpdateFromSeasonEditor(body),
      requireAdmin(admin),
      clock.now(),
    );
    return { ok: true, player: toSeasonPlayer(player) };
  },

  deletePlayer: async ({ params, admin }, { db, clock }) => {
    await deletePlayer(db, params.id, requireAdmin(admin), clock.now());
    return { ok: true };
  },
};
