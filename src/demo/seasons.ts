/**
 * The demo's seasons: the list, the season editor's detail and its score summary, answered as the server
 * answers them (server/routes/seasons.ts) from the in-memory store.
 */
import { POINT_FIELDS } from '../../contract';
import type { Row } from '../../server/db/schema';
import { compareByPosition, positionRank, toSeasonPlayer } from '../../server/domain/players';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import type { DemoStore } from './store';

export function requireDemoSeason(store: DemoStore, id: number): Row<'seasons'> {
  const season = store.data.seasons.find((row) => row.id === id);
  if (!season) throw new DemoError(404, `There is no season ${id}`);
  return season;
}

const byNameThenId = (a: Row<'teams'>, b: Row<'teams'>) => a.name.localeCompare(b.name) || a.id - b.id;

const rowPoints = (row: Row<'game_week_players'>) => POINT_FIELDS.reduce((sum, field) => sum + row[field], 0);

export const seasonHandlers: DemoHandlerMap = {
  listSeasons: (_input, store) => ({ ok: true, seasons: [...store.data.seasons].sort((a, b) => b.id - a.id) }),

  getSeasonDetail: ({ params }, store) => {
    const season = requireDemoSeason(store, params.id);
    const teams = store.data.teams.filter((team) => team.season_id === season.id).sort(byNameThenId);
    const players = store.data.players.filter((player) => player.season_id === season.id).sort(compareByPosition);
    return {
      ok: true,
      season,
      teams: teams.map((team) => ({
        ID: team.id,
        Name: team.name,
        TeamID: team.team_id,
        AltIdsOpta: team.alt_ids_opta,
      })),
      players: players.map(toSeasonPlayer),
    };
  },

  getSeasonPoints: ({ params }, store) => {
    const season = requireDemoSeason(store, params.id);
    const weeks = new Set(store.data.game_weeks.filter((week) => week.season_id === season.id).map((week) => week.id));
    const totals = new Map<number, { points: number; game_weeks: number }>();
    for (const row of store.data.game_week_players) {
      if (!weeks.has(row.game_week_id)) continue;
      const total = totals.get(row.player_id) ?? { points: 0, game_weeks: 0 };
      total.points += rowPoints(row);
      total.game_weeks += 1;
      totals.set(row.player_id, total);
    }
    const players = store.data.players
      .filter((player) => player.season_id === season.id)
      .map((player) => ({
        player_id: player.id,
        name: player.name,
        position: player.position,
        team_id: player.team_id,
        ...(totals.get(player.id) ?? { points: 0, game_weeks: 0 }),
      }))
      .sort(
        (a, b) =>
          b.points - a.points || positionRank(a.position) - positionRank(b.position) || a.name.localeCompare(b.name),
      );
    return { ok: true, season, players };
  },
};
