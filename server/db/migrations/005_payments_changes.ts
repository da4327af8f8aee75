/**
 * A change counter for the payments table: row_counts' 'payments:changes' grows with every write to a
 * payment, whoever makes it (this server, another instance, the game, the admin CLI, a bulk load). A
 * server keeps rendered payment pages under the counter's value (server/domain/answerCache.ts) and reads
 * only the counter while it is unchanged: one primary-key read instead of the page's rows, its QR images
 * and 57 KB of JSON per request.
 *
 * It only has to grow, never to count anything exact: SQLite bumps it per row (row triggers are all it
 * has), PostgreSQL once per statement. Its row is locked after the status counters of migration 003
 * (triggers of one event fire in name order, 'payments_count_*' before 'payments_note_changes'), so
 * writers lock counters in one order.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

const BUMP = `INSERT INTO row_counts (counter, n) VALUES ('payments:changes', 1)
  ON CONFLICT (counter) DO UPDATE SET n = row_counts.n + 1;`;

const SQLITE_EVENTS = ['insert', 'update', 'delete'];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(`CREATE FUNCTION payments_note_changes() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${BUMP} RETURN NULL; END $$`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER payments_note_changes AFTER INSERT OR UPDATE OR DELETE ON payments
        FOR EACH STATEMENT EXECUTE FUNCTION payments_note_changes()`)
      .execute(db);
  } else {
    for (const event of SQLITE_EVENTS) {
      await sql
        .raw(`CREATE TRIGGER payments_note_${event} AFTER ${event.toUpperCase()} ON payments BEGIN ${BUMP} END`)
        .execute(db);
    }
  }
  await sql.raw(BUMP).execute(db);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`DROP TRIGGER IF EXISTS payments_note_changes ON payments`.execute(db);
    await sql`DROP FUNCTION IF EXISTS payments_note_changes()`.execute(db);
  } else {
    for (const event of SQLITE_EVENTS) await sql.raw(`DROP TRIGGER IF EXISTS payments_note_${event}`).execute(db);
  }
  await sql`DELETE FROM row_counts WHERE counter = 'payments:changes'`.execute(db);
}
