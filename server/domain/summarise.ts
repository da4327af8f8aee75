/**
 * Summarising a game week: every entry's total_point recomputed from its picks and the players'
 * eight point fields, as ONE set-based statement (DESIGN.md: never a loop over entries). The rule is
 * contract/rules/scoring.ts `entryTotalPoints` written in SQL: the sum of the picks' points, the captain's
 * multiplied by SCORING.captainMultiplier; a pick without a points row counts 0, an entry without
 * picks totals 0. The same text runs on SQLite and PostgreSQL; it only reads and writes rows of that
 * game week, so running it twice changes nothing the second time (idempotent).
 */
import { type Kysely, sql } from 'kysely';
import { POINT_FIELDS, SCORING } from '../../contract/rules/scoring';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import { type Actor, auditedWrite } from './auditedWrite';

/** gwp.play_point + gwp.goal_point + ... over the one list of point fields. */
const playerPointsSum = sql.join(
  POINT_FIELDS.map((field) => sql.ref(`gwp.${field}`)),
  sql` + `,
);

/**
 * The statement itself, parameterised by the game week. Exported so the benchmark can run the very
 * same text straight on the database and compare.
 * Index use: entries by game_week_entries_ranking_idx (game_week_id first), picks by their unique
 * (entry_id, slot), points rows by their unique (game_week_id, player_id).
 */
export function summariseStatement(gameWeekId: number) {
  return sql`UPDATE game_week_entries SET total_point = (
    SELECT COALESCE(SUM((${playerPointsSum}) * CASE WHEN p.is_captain = 1 THEN ${sql.lit(SCORING.captainMultiplier)} ELSE 1 END), 0)
    FROM entry_picks p
    JOIN game_week_players gwp ON gwp.player_id = p.player_id AND gwp.game_week_id = ${gameWeekId}
    WHERE p.entry_id = game_week_entries.id
  )
  WHERE game_week_id = ${gameWeekId}`;
}

export interface SummariseRequest {
  gameWeekId: number;
  admin: Actor;
  at: Date;
}

/**
 * Runs the statement and its audit row ('gameweek.summarise': who, when, how many entries) in one
 * transaction. Answers undefined, having written nothing, when the game week does not exist.
 */
export async function summariseGameWeek(
  db: Kysely<Database>,
  dialect: Dialect,
  request: SummariseRequest,
): Promise<{ entriesUpdated: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const gameWeek = await trx
      .selectFrom('game_weeks')
      .select('id')
      .where('id', '=', request.gameWeekId)
      .executeTakeFirst();
    if (!gameWeek) return undefined;
    // PostgreSQL's cost estimate for 10k+ entries crosses the JIT thresholds, and compiling costs more
    // (0.5-0.8 s measured) than the index lookups it would speed up. Off for this transaction only.
    if (dialect === 'postgres') await sql`SET LOCAL jit = off`.execute(trx);
    return auditedWrite(trx, { admin: request.admin, at: request.at }, async (summarising) => {
      const result = await summariseStatement(request.gameWeekId).execute(summarising);
      const entriesUpdated = Number(result.numAffectedRows ?? 0n);
      return {
        action: 'gameweek.summarise',
        targetType: 'game_week',
        targetId: request.gameWeekId,
        after: { entries_updated: entriesUpdated },
        result: { entriesUpdated },
      };
    });
  });
}
