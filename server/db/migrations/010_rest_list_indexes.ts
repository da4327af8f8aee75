/**
 * 010_rest_list_indexes, written by `npm run db:make-migration` from the REST declarations (contract/rest/): an
 * index on every column a declared list sorts or filters by and no index led yet, so the audit log's REST form
 * narrowed by admin or target, and the admins list sorted by any column, read their rows and not the whole table.
 */
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
