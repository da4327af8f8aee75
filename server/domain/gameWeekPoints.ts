/**
 * A game week's player rows: the detail screen's listing, one row's points, and a team's team-vs text. Every
 * season player has a row in every game week of the season, so each listed row has the id a save takes.
 */

import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { type Body, type GameWeekPlayerRow, POINT_FIELDS } from '../../contract';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Actor, auditedWrite } from './auditedWrite';
import { type GameWeekAnswer, toGameWeek } from './gameWeeks';
import { compareByPosition } from './players';
import { seasonTeamListing, type TeamListingAnswer } from './seasons';

export type PlayerRowAnswer = Static<typeof GameWeekPlayerRow>;

export interface GameWeekDetail {
  gameWeek: GameWeekAnswer;
  teams: TeamListingAnswer[];
  players: PlayerRowAnswer[];
}

export async function findGameWeek(db: Kysely<Database>, id: number): Promise<GameWeekAnswer | undefined> {
  const row = await db.selectFrom('game_weeks').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toGameWeek(row);
}

function playerRows(db: Kysely<Database>, gameWeekId: number) {
  return db
    .selectFrom('game_week_players as gwp')
    .innerJoin('players as p', 'p.id', 'gwp.player_id')
    .select([
      'gwp.id',
      'gwp.player_id',
      'gwp.game_week_id',
      'p.team_id',
      'p.name',
      'p.position',
      'p.shirt_num',
      'p.goal',
      'p.assist',
      ...POINT_FIELDS.map((field) => `gwp.${field}` as const),
      'gwp.team_vs',
    ])
    .where('gwp.game_week_id', '=', gameWeekId);
}

export async function loadGameWeekDetail(
  db: Kysely<Database>,
  gameWeekId: number,
): Promise<GameWeekDetail | undefined> {
  const gameWeek = await findGameWeek(db, gameWeekId);
  if (!gameWeek) return undefined;
  const teams = await seasonTeamListing(db, gameWeek.season_id);
  const players = await playerRows(db, gameWeek.id).execute();
  return { gameWeek, teams, players: players.sort(compareByPosition) };
}

export type TeamVsOutcome = 'saved' | 'no-game-week' | 'no-team';

export interface TeamVsUpdate {
  body: Body<'savePlayerTeamVs'>;
  admin: Actor;
  at: Date;
}

/** Sets the text on every player row of one team, which must play in the game week's season. */
export async function saveTeamVs(db: Kysely<Database>, update: TeamVsUpdate): Promise<TeamVsOutcome> {
  const { body } = update;
  return inTransaction(db, async (trx) => {
    const gameWeek = await findGameWeek(trx, body.game_week_id);
    if (!gameWeek) return 'no-game-week';
    const team = await trx
      .selectFrom('teams')
      .select('id')
      .where('id', '=', body.team_id)
      .where('season_id', '=', gameWeek.season_id)
      .executeTakeFirst();
    if (!team) return 'no-team';
    return auditedWrite(trx, { admin: update.admin, at: update.at }, async (saving) => {
      const result = await saving
        .updateTable('game_week_players')
        .set({ team_vs: body.team_vs })
        .where('game_week_id', '=', gameWeek.id)
        .where('player_id', 'in', (eb) => eb.selectFrom('players').select('id').where('team_id', '=', team.id))
        .executeTakeFirst();
      return {
        action: 'gameweek.teamvs',
        targetType: 'game_week',
        targetId: gameWeek.id,
        after: { team_id: team.id, team_vs: body.team_vs, rows_updated: Number(result.numUpdatedRows) },
        result: 'saved' as const,
      };
    });
  });
}

export interface PointsUpdate {
  rowId: number;
  body: Body<'updateGameWeekPlayer'>;
  admin: Actor;
  at: Date;
}

/** Goal and assist are season totals, kept on the player; undefined for an unknown row id. */
export async function updatePlayerPoints(
  db: Kysely<Database>,
  update: PointsUpdate,
): Promise<PlayerRowAnswer | undefined> {
  const { rowId, body } = update;
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('game_week_players')
      .select('game_week_id')
      .where('id', '=', rowId)
      .executeTakeFirst();
    if (!found) return undefined;
    return auditedWrite(trx, { admin: update.admin, at: update.at }, async (saving) => {
      const rowOf = () => playerRows(saving, found.game_week_id).where('gwp.id', '=', rowId).executeTakeFirstOrThrow();
      const before = await rowOf();
      const points = Object.fromEntries(POINT_FIELDS.map((field) => [field, body[field]]));
      await saving
        .updateTable('game_week_players')
        .set({ ...points, ...(body.team_vs === undefined ? {} : { team_vs: body.team_vs }) })
        .where('id', '=', rowId)
        .execute();
      if (body.goal !== undefined || body.assist !== undefined) {
        await saving
          .updateTable('players')
          .set({
            ...(body.goal === undefined ? {} : { goal: body.goal }),
            ...(body.assist === undefined ? {} : { assist: body.assist }),
          })
          .where('id', '=', before.player_id)
          .execute();
      }
      const after = await rowOf();
      return {
        action: 'gameweek.player_points',
        targetType: 'game_week_player',
        targetId: rowId,
        before: auditedFields(before),
        after: auditedFields(after),
        result: after,
      };
    });
  });
}

const auditedFields = (row: PlayerRowAnswer) => ({
  game_week_id: row.game_week_id,
  player_id: row.player_id,
  ...Object.fromEntries(POINT_FIELDS.map((field) => [field, row[field]])),
  team_vs: row.team_vs,
  goal: row.goal,
  assist: row.assist,
});
