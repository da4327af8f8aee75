/**
 * The entrant tables rank by total_point DESC, created_at ASC, id ASC (server/routes/entrants.ts). The
 * first ranking index held total_point ascending and no id: read backwards it gives created_at DESC, so
 * both databases sorted every entry of the game week for each page (all of them before the game week is
 * summarised, when every total is 0): 100k entries cost a sort per request. With the index in the
 * order of the query, a page is read straight off it. Same name, game_week_id still first: the summarise
 * statement uses it as before.
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
