/**
 * row_counts' 'payments:changes' grows with every write to a payment, whoever makes it, so the answer cache keeps
 * rendered payment pages under its value. Its trigger's name sorts after the status counters' ('payments_count_*'),
 * so writers lock counters in one order.
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
