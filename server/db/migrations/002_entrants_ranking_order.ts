/**
 * Ranks entrants by total_point DESC, created_at ASC, id ASC, the query's order, so a page is read straight off the
 * index instead of sorting the game week's entries per request; game_week_id stays first for the summarise statement.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_week_entries_ranking_idx').execute();
  await sql`CREATE INDEX game_week_entries_ranking_idx
    ON game_week_entries (game_week_id, is_vip, total_point DESC, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_week_entries_ranking_idx').execute();
  await db.schema
    .createIndex('game_week_entries_ranking_idx')
    .on('game_week_entries')
    .columns(['game_week_id', 'is_vip', 'total_point', 'created_at'])
    .execute();
}
