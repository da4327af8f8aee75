/**
 * The payments search's indexes: each kind it finds by (the member, the reference code, the amount) is one range
 * of an index, read within the tab's status and already in the tab's order, so a search stays a few index reads at
 * any number of payments. The member's phone is found through the members' indexes (004, 006), then by member.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_status_reference_code_idx').execute();
  await db.schema.dropIndex('payments_status_amount_created_at_idx').execute();
  await db.schema.dropIndex('payments_status_user_id_created_at_idx').execute();
}
