/**
 * The members search (get-all-user's q, server/domain/members.ts) matched name, username and phone with
 * LIKE '%q%': no index serves a leading wildcard, so every search read the whole users table (0.8 s on
 * SQLite at a million members, past 10 s on PostgreSQL under ten searches at once). It now matches their
 * start, `key >= q AND key < next(q)`, and these indexes hold that key: the text with A-Z lower-cased,
 * in byte order.
 *
 * SQLite's lower() folds A-Z only and its BINARY order is byte order. On PostgreSQL the same key needs
 * COLLATE "C" inside lower(): it makes lower() fold A-Z only whatever the database's locale (C.UTF-8 would
 * also fold É and the Kelvin sign) and the index compare bytes; the query must write lower(col COLLATE "C")
 * for the planner to match it. The plain name and phone indexes of 001 stay: sorting by name and
 * the ticket lookup by phone use them.
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
