/**
 * On PostgreSQL, a payment written by anyone but the server (the player app shares the database) is announced to
 * every instance's change stream by NOTIFY, delivered on commit. The server announces its own writes with who made
 * them and marks its transactions (matchday.payments_announced), so the trigger stays quiet for those. One notice
 * per statement, its ids capped so the payload stays under NOTIFY's 8,000 bytes (no ids: refetch the list).
 * SQLite has no NOTIFY: there, the server notices another process's commits by the file's data_version.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

const EVENTS = [
  { event: 'insert', action: 'created', rows: 'NEW TABLE AS changed_rows' },
  { event: 'update', action: 'updated', rows: 'NEW TABLE AS changed_rows' },
  { event: 'delete', action: 'deleted', rows: 'OLD TABLE AS changed_rows' },
];

const MAX_IDS = 200;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql
    .raw(`CREATE FUNCTION payments_announce_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ids jsonb;
        counted bigint;
      BEGIN
        IF coalesce(current_setting('matchday.payments_announced', true), '') = 'on' THEN RETURN NULL; END IF;
        SELECT count(*), coalesce(jsonb_agg(id), '[]'::jsonb)
          INTO counted, ids FROM (SELECT id FROM changed_rows LIMIT ${MAX_IDS + 1}) AS some_rows;
        IF counted = 0 THEN RETURN NULL; END IF;
        IF counted > ${MAX_IDS} THEN ids := '[]'::jsonb; END IF;
        PERFORM pg_notify('matchday_changes', jsonb_build_object(
          'schema', TG_TABLE_SCHEMA,
          'events', jsonb_build_array(jsonb_build_object('resource', 'payment', 'ids', ids, 'action', TG_ARGV[0]))
        )::text);
        RETURN NULL;
      END $$`)
    .execute(db);
  for (const { event, action, rows } of EVENTS) {
    await sql
      .raw(`CREATE TRIGGER payments_announce_${event} AFTER ${event.toUpperCase()} ON payments
        REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION payments_announce_changes('${action}')`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { event } of EVENTS)
    await sql.raw(`DROP TRIGGER IF EXISTS payments_announce_${event} ON payments`).execute(db);
  await sql`DROP FUNCTION IF EXISTS payments_announce_changes()`.execute(db);
}
