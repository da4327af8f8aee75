/**
 * 012_admin_roles, written by `npm run db:make-migration` from the REST declarations (contract/rest/). Every admin
 * could do everything before roles existed, so each existing one becomes an owner; an admin added later without
 * a role named can only look (viewer).
 */
import { type Kysely, sql } from 'kysely';
import { oneOf } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (column) =>
      oneOf('role', ['owner', 'finance', 'game', 'viewer'])(column.defaultTo('viewer')),
    )
    .execute();
  await sql`update admins set role = 'owner'`.execute(db);
  await db.schema.createIndex('admins_role_idx').on('admins').column('role').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admins_role_idx').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
}
