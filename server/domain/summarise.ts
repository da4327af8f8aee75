/**
 * Summarising a game week: every entry's total_point recomputed in one set-based statement, never a loop over
 * entries. It is the scoring rule's entryTotalPoints written in SQL, the same text on both databases.
 */

import { type Kysely, sql } from 'kysely';
import { POINT_FIELDS, SCORING } from '../../contract/rules/scoring';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Actor, auditedWrite } from './auditedWrite';

const playerPointsSum = sql.join(
  POINT_FIELDS.map((field) => sql.ref(`gwp.${field}`)),
  sql` + `,
);

/** Exported so that the benchmark runs the very same text. */
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

/** Undefined, having written nothing, for an unknown game week. */
export async function summariseGameWeek(
  db: Kysely<Database>,
  dialect: Dialect,
  request: SummariseRequest,
): Promise<{ entriesUpdated: number } | undefined> {
  return inTransaction(db, async (trx) => {
    const gameWeek = await trx
      .selectFrom('game_weeks')
      .select('id')
      .where('id', '=', request.gameWeekId)
      .executeTakeFirst();
    if (!gameWeek) return undefined;
    // past 10k entries the cost estimate crosses the JIT thresholds, and compiling costs more than it saves
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
