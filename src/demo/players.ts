/**
 * The demo's season players, with the server's rules and messages (server/routes/players.ts,
 * server/domain/playersChanges.ts): the team must exist and play in the season; a new player gets a zero
 * points row in every game week of its season; a player an entrant picked cannot be deleted.
 */
import { POINT_FIELDS, type PointField } from '../../contract';
import type { NewRow, Row } from '../../server/db/schema';
import {
  newPlayerFromGameWeekScreen,
  newPlayerFromSeasonEditor,
  playerUpdateFromSeasonEditor,
  toGameWeekScreenPlayer,
  toSeasonPlayer,
} from '../../server/domain/players';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { type DemoStore, nextId } from './store';
import { recordDemoAudit } from './teams';

type PlayerRow = Row<'players'>;
const ZERO_POINTS = Object.fromEntries(POINT_FIELDS.map((field) => [field, 0])) as Record<PointField, number>;

function requireTeam(store: DemoStore, teamId: number, field: string, seasonId?: number) {
  const team = store.data.teams.find((row) => row.id === teamId);
  if (!team) throw new DemoError(404, `${field}: there is no team ${teamId}`);
  if (seasonId !== undefined && team.season_id !== seasonId) {
    throw new DemoError(400, `${field}: team ${teamId} plays in season ${team.season_id}, not in season ${seasonId}`);
  }
  return team;
}

function requirePlayer(store: DemoStore, id: number): PlayerRow {
  const player = store.data.players.find((row) => row.id === id);
  if (!player) throw new DemoError(404, `There is no player ${id}`);
  return player;
}

/** Inserts the player with a zero points row in each game week of its season, carrying its team's team-vs text. */
function insertPlayer(store: DemoStore, values: NewRow<'players'>): PlayerRow {
  const player = { ...values, id: nextId(store.data.players) } as PlayerRow;
  store.data.players.push(player);
  const teammates = new Set(store.data.players.filter((row) => row.team_id === player.team_id).map((row) => row.id));
  const rows = store.data.game_week_players;
  for (const week of store.data.game_weeks.filter((row) => row.season_id === player.season_id)) {
    // the team's text of that week (the largest, as the server's max() picks it)
    let teamVs = '';
    for (const row of rows) {
      if (row.game_week_id === week.id && teammates.has(row.player_id) && row.team_vs > teamVs) teamVs = row.team_vs;
    }
    rows.push({ id: nextId(rows), game_week_id: week.id, player_id: player.id, ...ZERO_POINTS, team_vs: teamVs });
  }
  return player;
}

export const playerHandlers: DemoHandlerMap = {
  createPlayer: ({ body, admin }, store) => {
    let player: PlayerRow;
    if ('TeamID' in body) {
      if (!store.data.seasons.some((season) => season.id === body.Seasons)) {
        throw new DemoError(404, `Seasons: there is no season ${body.Seasons}`);
      }
      requireTeam(store, body.TeamID, 'TeamID', body.Seasons);
      player = insertPlayer(store, newPlayerFromSeasonEditor(body));
    } else {
      const team = requireTeam(store, body.team_id, 'team_id');
      player = insertPlayer(store, newPlayerFromGameWeekScreen(body, team.season_id));
    }
    recordDemoAudit(store, admin, {
      action: 'player.create',
      targetType: 'player',
      targetId: player.id,
      after: player,
    });
    return { ok: true, player: 'TeamID' in body ? toSeasonPlayer(player) : toGameWeekScreenPlayer(player) };
  },

  updatePlayer: ({ params, body, admin }, store) => {
    const player = requirePlayer(store, params.id);
    const changes = playerUpdateFromSeasonEditor(body);
    if (changes.season_id !== undefined && changes.season_id !== player.season_id) {
      throw new DemoError(
        400,
        `Seasons: player ${player.id} belongs to season ${player.season_id} and cannot move to another season`,
      );
    }
    if (changes.team_id !== undefined && changes.team_id !== player.team_id) {
      requireTeam(store, changes.team_id, 'TeamID', player.season_id);
    }
    const before = { ...player };
    Object.assign(player, changes);
    recordDemoAudit(store, admin, {
      action: 'player.update',
      targetType: 'player',
      targetId: player.id,
      before,
      after: player,
    });
    return { ok: true, player: toSeasonPlayer(player) };
  },

  deletePlayer: ({ params, admin }, store) => {
    const player = requirePlayer(store, params.id);
    const picked = store.data.entry_picks.filter((pick) => pick.player_id === player.id).length;
    if (picked > 0)
      throw new DemoError(409, `Player ${player.id} is in ${picked} entrants' teams and cannot be deleted`);
    store.data.game_week_players = store.data.game_week_players.filter((row) => row.player_id !== player.id);
    store.data.players = store.data.players.filter((row) => row.id !== player.id);
    recordDemoAudit(store, admin, {
      action: 'player.delete',
      targetType: 'player',
      targetId: player.id,
      before: player,
    });
    return { ok: true };
  },
};
