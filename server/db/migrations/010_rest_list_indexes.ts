/** An index on every column a declared REST list sorts or filters by that no index leads yet. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_log_admin_username_idx').on('audit_log').column('admin_username').execute();
  await db.schema.createIndex('audit_log_admin_id_idx').on('audit_log').column('admin_id').execute();
  await db.schema.createIndex('audit_log_target_id_idx').on('audit_log').column('target_id').execute();
  await db.schema.createIndex('admins_display_name_idx').on('admins').column('display_name').execute();
  await db.schema.createIndex('admins_status_idx').on('admins').column('status').execute();
  await db.schema.createIndex('admins_last_sign_in_at_idx').on('admins').column('last_sign_in_at').execute();
  await db.schema.createIndex('admins_created_at_idx').on('admins').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admins_created_at_idx').execute();
  await db.schema.dropIndex('admins_last_sign_in_at_idx').execute();
  await db.schema.dropIndex('admins_status_idx').execute();
  await db.schema.dropIndex('admins_display_name_idx').execute();
  await db.schema.dropIndex('audit_log_target_id_idx').execute();
  await db.schema.dropIndex('audit_log_admin_id_idx').execute();
  await db.schema.dropIndex('audit_log_admin_username_idx').execute();
}
