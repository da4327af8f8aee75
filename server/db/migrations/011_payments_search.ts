/**
 * The payments search's indexes: each kind it finds by (the member, the reference code, the amount) is one range
 * of an index within the tab's status, so a search stays a few index reads at any number of payments. The
 * member's phone is found through the members' indexes (004, 006), then by member. A payment page carries its
 * member's name and phone, so changing either moves 005's 'payments:changes' too: no kept page shows the old one.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

const BUMP = `INSERT INTO row_counts (counter, n) VALUES ('payments:changes', 1)
  ON CONFLICT (counter) DO UPDATE SET n = row_counts.n + 1;`;
const MEMBER_TRIGGER = 'users_note_payment_changes';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('payments_status_user_id_created_at_idx')
    .on('payments')
    .columns(['status', 'user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('payments_status_amount_created_at_idx')
    .on('payments')
    .columns(['status', 'amount', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('payments_status_reference_code_idx')
    .on('payments')
    .columns(['status', 'reference_code'])
    .execute();
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${MEMBER_TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${BUMP} RETURN NULL; END $$`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${MEMBER_TRIGGER} AFTER UPDATE OF name, phone ON users
        FOR EACH STATEMENT EXECUTE FUNCTION ${MEMBER_TRIGGER}()`)
      .execute(db);
  } else {
    await sql
      .raw(`CREATE TRIGGER ${MEMBER_TRIGGER} AFTER UPDATE OF name, phone ON users BEGIN ${BUMP} END`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`DROP TRIGGER IF EXISTS ${MEMBER_TRIGGER} ON users`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${MEMBER_TRIGGER}()`).execute(db);
  } else {
    await sql.raw(`DROP TRIGGER IF EXISTS ${MEMBER_TRIGGER}`).execute(db);
  }
  await db.schema.dropIndex('payments_status_reference_code_idx').execute();
  await db.schema.dropIndex('payments_status_amount_created_at_idx').execute();
  await db.schema.dropIndex('payments_status_user_id_created_at_idx').execute();
}
