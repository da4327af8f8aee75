/**
 * Prefix indexes for the members search: no index serves a leading-wildcard LIKE, but one serves the range
 * `key >= q AND key < next(q)`. The key is the text with A-Z lower-cased, in byte order; PostgreSQL needs
 * COLLATE "C" inside lower() for that whatever the locale, and the query must write it the same way.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

const PREFIX_INDEXES = [
  { name: 'users_name_prefix_idx', column: 'name' },
  { name: 'users_username_prefix_idx', column: 'username' },
  { name: 'users_phone_prefix_idx', column: 'phone' },
] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const { name, column } of PREFIX_INDEXES) {
    const key = dialect === 'postgres' ? sql`lower(${sql.ref(column)} COLLATE "C")` : sql`lower(${sql.ref(column)})`;
    await sql`CREATE INDEX ${sql.ref(name)} ON users (${key})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of PREFIX_INDEXES) await db.schema.dropIndex(name).execute();
}
