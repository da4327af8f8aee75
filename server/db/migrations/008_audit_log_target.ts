/**
 * The audit rows about one record (a payment's page lists its confirm or cancel, a member's page the free
 * tickets given): an index on (target_type, target_id, created_at), so that list reads its own rows, newest
 * first, and not the whole log, at a million rows as at a hundred.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_target_created_at_idx')
    .on('audit_log')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_target_created_at_idx').execute();
}
