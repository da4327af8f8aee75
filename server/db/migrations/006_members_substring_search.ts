/**
 * The members search (get-all-user's q) and the ticket lookup by phone find text anywhere in a name,
 * username or phone: a surname, or digits from the middle of a number (issue 21). 004's indexes serve the
 * start of a text only; a substring needs an index of the text's trigrams (every run of three characters),
 * so that a search reads the members holding all of its trigrams, not the whole table. Trigrams and not
 * words: Thai is written without spaces between words.
 *
 * The indexed key is 004's: the text with A-Z lower-cased and nothing else (memberSearch.ts).
 * - PostgreSQL: pg_trgm's GIN index on each column's key, which serves `key LIKE '%text%'`. The extension
 *   goes into `public` (once per database, under an advisory lock: several schemas migrating at once would
 *   race to create it), so that dropping one schema never takes it from the others; the operator class
 *   is named with the schema the extension is in, wherever an earlier install put it.
 * - SQLite: an FTS5 table with the trigram tokenizer (case-sensitive: it is fed the keys, already folded;
 *   its own folding would fold É too, unlike PostgreSQL), contentless (it only answers member ids),
 *   without positions (detail=column: a search asks for trigrams, never a phrase, and lists without
 *   positions read three times faster), kept by triggers on users. An SQLite built without FTS5 (sql.js' default build, which the demo runs)
 *   gets no table, and the search reads the table instead (server/domain/memberTextSearch.ts).
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

/** Whether this SQLite has FTS5 (better-sqlite3's build does; sql.js' default build does not). */
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
