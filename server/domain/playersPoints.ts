/** A season's points per player, summed in one grouped query. */
import { type Kysely, sql } from 'kysely';
import { POINT_FIELDS } from '../../contract';
import type { Database, Position } from '../db/schema';
import { positionRank } from './players';

export interface SeasonPlayerPoints {
  player_id: number;
  name: string;
  position: Position;
  team_id: number;
  points: number;
  game_weeks: number;
}

/** Most points first; ties in position order G, D, M, F, then by name. */
export async function seasonPointsPerPlayer(db: Kysely<Database>, seasonId: number): Promise<SeasonPlayerPoints[]> {
  const rowPoints = sql.join(
    POINT_FIELDS.map((field) => sql.ref(`game_week_players.${field}`)),
    sql` + `,
  );
  const rows = await db
    .selectFrom('players')
    // only rows of this season's game weeks count, whatever else a player row might point at
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('game_week_players')
          .innerJoin('game_weeks', 'game_weeks.id', 'game_week_players.game_week_id')
          .where('game_weeks.season_id', '=', seasonId)
          .select(['game_week_players.player_id', sql<number>`${rowPoints}`.as('row_points')])
          .as('week_rows'),
      (join) => join.onRef('week_rows.player_id', '=', 'players.id'),
    )
    .where('players.season_id', '=', seasonId)
    .groupBy(['players.id', 'players.name', 'players.position', 'players.team_id'])
    .select([
      'players.id as player_id',
      'players.name',
      'players.position',
      'players.team_id',
      sql<number>`coalesce(sum(week_rows.row_points), 0)`.as('points'),
      (eb) => eb.fn.count<number>('week_rows.player_id').as('game_weeks'),
    ])
    .execute();
  return rows
    .map((row) => ({ ...row, points: Number(row.points), game_weeks: Number(row.game_weeks) }))
    .sort(
      (a, b) =>
        b.points - a.points || positionRank(a.position) - positionRank(b.position) || a.name.localeCompare(b.name),
    );
}
