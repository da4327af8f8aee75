/** The rows about one record (a payment's confirm, a member's free tickets) read newest first off an index. */
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
