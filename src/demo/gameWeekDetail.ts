/**
 * The demo's game-week detail calls, answered as the server answers them (server/routes/gameWeekDetail.ts,
 * server/domain/gameWeekPoints.ts and summarise.ts) from the in-memory store: the same rows, order, rules,
 * audit actions and messages. Summarising applies fixtures/scoring.ts `entryTotalPoints`, the rule the
 * server's statement writes in SQL.
 */
import { POINT_FIELDS } from '../../contract';
import { entryTotalPoints, playerGameWeekPoints } from '../../fixtures/scoring';
import type { Row } from '../../server/db/schema';
import type { PlayerRowAnswer } from '../../server/domain/gameWeekPoints';
import { toGameWeek } from '../../server/domain/gameWeeks';
import { compareByPosition } from '../../server/domain/players';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import type { DemoStore } from './store';
import { recordDemoAudit } from './teams';

const noGameWeek = (id: number) => new DemoError(404, `Game week ${id} was not found`);

function requireGameWeek(store: DemoStore, id: number): Row<'game_weeks'> {
  const week = store.data.game_weeks.find((row) => row.id === id);
  if (!week) throw noGameWeek(id);
  return week;
}

function playerRow(store: DemoStore, row: Row<'game_week_players'>): PlayerRowAnswer {
  const player = store.data.players.find((p) => p.id === row.player_id);
  if (!player) throw new Error(`points row ${row.id} names no player`);
  return {
    id: row.id,
    player_id: row.player_id,
    game_week_id: row.game_week_id,
    team_id: player.team_id,
    name: player.name,
    position: player.position,
    shirt_num: player.shirt_num,
    goal: player.goal,
    assist: player.assist,
    ...Object.fromEntries(POINT_FIELDS.map((field) => [field, row[field]])),
    team_vs: row.team_vs,
  } as PlayerRowAnswer;
}

const auditedFields = (row: PlayerRowAnswer) => ({
  game_week_id: row.game_week_id,
  player_id: row.player_id,
  ...Object.fromEntries(POINT_FIELDS.map((field) => [field, row[field]])),
  team_vs: row.team_vs,
  goal: row.goal,
  assist: row.assist,
});

export const gameWeekDetailHandlers: DemoHandlerMap = {
  getGameWeekDetail: ({ params }, store) => {
    const week = requireGameWeek(store, params.id);
    const teams = store.data.teams
      .filter((team) => team.season_id === week.season_id)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .map((team) => ({ ID: team.id, Name: team.name, TeamID: team.team_id, AltIdsOpta: team.alt_ids_opta }));
    const players = store.data.game_week_players
      .filter((row) => row.game_week_id === week.id)
      .map((row) => playerRow(store, row))
      .sort(compareByPosition);
    return { ok: true, gameWeek: toGameWeek(week), teams, players };
  },

  savePlayerTeamVs: ({ body, admin }, store) => {
    const week = requireGameWeek(store, body.game_week_id);
    const team = store.data.teams.find((row) => row.id === body.team_id && row.season_id === week.season_id);
    if (!team) throw new DemoError(404, `Team ${body.team_id} was not found in this game week's season`);
    const playerIds = new Set(store.data.players.filter((p) => p.team_id === team.id).map((p) => p.id));
    let rowsUpdated = 0;
    for (const row of store.data.game_week_players) {
      if (row.game_week_id !== week.id || !playerIds.has(row.player_id)) continue;
      row.team_vs = body.team_vs;
      rowsUpdated++;
    }
    recordDemoAudit(store, admin, {
      action: 'gameweek.teamvs',
      targetType: 'game_week',
      targetId: week.id,
      after: { team_id: team.id, team_vs: body.team_vs, rows_updated: rowsUpdated },
    });
    return { ok: true };
  },

  updateGameWeekPlayer: ({ params, body, admin }, store) => {
    const row = store.data.game_week_players.find((r) => r.id === params.id);
    if (!row) throw new DemoError(404, `Game-week player row ${params.id} was not found`);
    const before = playerRow(store, row);
    for (const field of POINT_FIELDS) row[field] = body[field];
    if (body.team_vs !== undefined) row.team_vs = body.team_vs;
    const player = store.data.players.find((p) => p.id === row.player_id);
    if (player && body.goal !== undefined) player.goal = body.goal;
    if (player && body.assist !== undefined) player.assist = body.assist;
    const after = playerRow(store, row);
    recordDemoAudit(store, admin, {
      action: 'gameweek.player_points',
      targetType: 'game_week_player',
      targetId: row.id,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return { ok: true, player: after };
  },

  summariseGameWeek: ({ params, admin }, store) => {
    const week = requireGameWeek(store, params.id);
    const pointsOf = new Map(
      store.data.game_week_players
        .filter((row) => row.game_week_id === week.id)
        .map((row) => [row.player_id, playerGameWeekPoints(row)]),
    );
    const picksOf = new Map<number, Row<'entry_picks'>[]>();
    for (const pick of store.data.entry_picks) {
      const picks = picksOf.get(pick.entry_id);
      if (picks) picks.push(pick);
      else picksOf.set(pick.entry_id, [pick]);
    }
    let entriesUpdated = 0;
    for (const entry of store.data.game_week_entries) {
      if (entry.game_week_id !== week.id) continue;
      entry.total_point = entryTotalPoints(picksOf.get(entry.id) ?? [], (playerId) => pointsOf.get(playerId) ?? 0);
      entriesUpdated++;
    }
    recordDemoAudit(store, admin, {
      action: 'gameweek.summarise',
      targetType: 'game_week',
      targetId: week.id,
      after: { entries_updated: entriesUpdated },
    });
    return { ok: true };
  },
};
