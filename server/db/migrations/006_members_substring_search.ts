/**
 * Trigram indexes on 004's key, for text anywhere in a member's name, username or phone (Thai has no spaces between
 * words). PostgreSQL: pg_trgm's GIN index, the extension created in `public` under an advisory lock, so schemas
 * migrating at once do not race and dropping one never takes it from the others. SQLite: a contentless FTS5 trigram
 * table without positions, case-sensitive because it is fed the folded keys (its own folding would fold É too);
 * an SQLite without FTS5 (the demo's sql.js) gets none, and the search reads the table.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';

export const SEARCHED_COLUMNS = ['name', 'username', 'phone'] as const;
export const USERS_SEARCH_TABLE = 'users_search';
const TRIGGERS = ['users_search_insert', 'users_search_delete', 'users_search_update'];

const trigramIndex = (column: string) => `users_${column}_trigram_idx`;

/** Any constant, the same in every instance: the key of the lock around creating the extension. */
const EXTENSION_LOCK = 2_100_621;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await postgresUp(db);
  else await sqliteUp(db, await sqliteHasFts5(db));
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    // the extension stays: other schemas of the database may use it
    for (const column of SEARCHED_COLUMNS) await db.schema.dropIndex(trigramIndex(column)).ifExists().execute();
    return;
  }
  for (const trigger of TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.ref(trigger)}`.execute(db);
  await sql`DROP TABLE IF EXISTS ${sql.ref(USERS_SEARCH_TABLE)}`.execute(db);
}

async function postgresUp(db: Kysely<unknown>) {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(EXTENSION_LOCK)})`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  const operatorClass = sql`${sql.id(rows[0].schema)}.gin_trgm_ops`;
  for (const column of SEARCHED_COLUMNS) {
    await sql`CREATE INDEX ${sql.ref(trigramIndex(column))} ON users
      USING gin (lower(${sql.ref(column)} COLLATE "C") ${operatorClass})`.execute(db);
  }
}

export async function sqliteHasFts5(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM pragma_compile_options WHERE compile_options = 'ENABLE_FTS5'`.execute(db);
  return rows.length > 0;
}

/** Exported for the test of an SQLite without FTS5: then nothing is created. */
export async function sqliteUp(db: Kysely<unknown>, fts5: boolean) {
  if (!fts5) return;
  const keys = (row: string) => SEARCHED_COLUMNS.map((column) => `lower(${row}${column})`).join(', ');
  const insert = (row: string) =>
    `INSERT INTO ${USERS_SEARCH_TABLE} (rowid, ${SEARCHED_COLUMNS.join(', ')}) VALUES (${row}id, ${keys(row)});`;
  const remove = `DELETE FROM ${USERS_SEARCH_TABLE} WHERE rowid = OLD.id;`;
  const [onInsert, onDelete, onUpdate] = TRIGGERS;
  for (const statement of [
    `CREATE VIRTUAL TABLE ${USERS_SEARCH_TABLE} USING fts5(${SEARCHED_COLUMNS.join(', ')},
       tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1, detail = column)`,
    `INSERT INTO ${USERS_SEARCH_TABLE} (rowid, ${SEARCHED_COLUMNS.join(', ')}) SELECT id, ${keys('')} FROM users`,
    `CREATE TRIGGER ${onInsert} AFTER INSERT ON users BEGIN ${insert('NEW.')} END`,
    `CREATE TRIGGER ${onDelete} AFTER DELETE ON users BEGIN ${remove} END`,
    `CREATE TRIGGER ${onUpdate} AFTER UPDATE OF id, ${SEARCHED_COLUMNS.join(', ')} ON users
       BEGIN ${remove} ${insert('NEW.')} END`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
