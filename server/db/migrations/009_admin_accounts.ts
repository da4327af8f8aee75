/** Plain ADD COLUMNs with defaults, so existing admins keep signing in as they did. */
import { type Kysely, sql } from 'kysely';
import { oneOf } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('display_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('status', 'text', (column) => oneOf('status', ['enabled', 'disabled'])(column.defaultTo('enabled')))
    .execute();
  await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'text').execute();
  await sql`update admins set display_name = username`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['last_sign_in_at', 'status', 'display_name']) {
    await db.schema.alterTable('admins').dropColumn(column).execute();
  }
}
