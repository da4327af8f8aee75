/**
 * Opens the one database the server talks to: the embedded SQLite file (default) or
 * PostgreSQL when DATABASE_URL is a postgres:// URL. Both come back as the same Kysely<Database>.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { watchedDataVersion } from './externalCommits';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';
import { countingWrites } from './writeCount';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: what a dedicated connection outside the pool needs to reach the same schema (LISTEN) */
  postgres?: { connectionString: string; schema: string | undefined };
  /**
   * SQLite only: PRAGMA data_version, which changes whenever another connection (the admin CLI resetting a
   * password, a tool) commits to the file. This process's own commits leave it alone. Read again only when
   * the file changed or RECHECK_MS passed (externalCommits.ts), so a commit may take that long to show.
   */
  externalCommitVersion?: () => number;
  /**
   * SQLite only: changes whenever the database may have changed, by this process's writes (counted as
   * they are prepared) or another's commits (externalCommitVersion). Equal stamps mean equal contents.
   */
  changeStamp?: () => string;
  /** Ends the pool or closes the SQLite file; safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** a postgres:// or postgresql:// URL selects PostgreSQL; anything else (or nothing) selects SQLite */
  databaseUrl?: string;
  /** where the embedded database lives: <dataDir>/matchday.sqlite (created when missing) */
  dataDir?: string;
  /** an explicit SQLite file, overriding dataDir */
  sqliteFile?: string;
  /** PostgreSQL only: an existing schema every pooled connection uses as its search_path */
  pgSchema?: string;
  /** PostgreSQL only: the pool's maximum number of connections (default 10) */
  pgPoolSize?: number;
}

export const SQLITE_FILE_NAME = 'matchday.sqlite';

/** Which database a DATABASE_URL selects. */
export function dialectOf(databaseUrl: string | undefined): Dialect {
  return databaseUrl !== undefined && /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  const { databaseUrl } = options;
  if (databaseUrl !== undefined && dialectOf(databaseUrl) === 'postgres') {
    return openPostgres(databaseUrl, options);
  }
  return openSqlite(options.sqliteFile ?? join(options.dataDir ?? './data', SQLITE_FILE_NAME));
}

function openSqlite(file: string): DatabaseHandle {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL + synchronous=FULL: a commit that returned survives a crash or kill -9.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  // SQLite ignores foreign keys unless told otherwise, per connection.
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const writes = countingWrites(withStatementCache(database));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: writes.database }) });
  const dataVersion = database.prepare('PRAGMA data_version').pluck();
  const externalCommits = watchedDataVersion(file, () => dataVersion.get() as number);
  let closed = false;
  return {
    db,
    dialect: 'sqlite',
    externalCommitVersion: externalCommits.version,
    changeStamp: () => `${writes.count()}:${externalCommits.version()}`,
    async close() {
      if (closed) return;
      closed = true;
      externalCommits.close();
      await db.destroy();
      // Kysely only closes a database it has used; a handle closed before any query must close it here.
      if (database.open) database.close();
    },
  };
}

/**
 * pg hands NUMERIC and BIGINT (count(*), sum of integers) back as strings to keep precision.
 * Our money is NUMERIC(12,2) and counts are far below 2^53, so numbers are exact enough and
 * make both dialects answer alike. The parsers live on this pool only, not on pg's global registry.
 */
function numberParsingTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  const NUMERIC = 1700;
  const INT8 = 20;
  types.setTypeParser(NUMERIC, 'text', Number);
  types.setTypeParser(INT8, 'text', Number);
  return types;
}

/** Unquoted identifiers only: the name travels inside a startup option string, where quoting is awkward. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function openPostgres(connectionString: string, options: OpenDatabaseOptions): DatabaseHandle {
  const { pgSchema } = options;
  if (pgSchema !== undefined && !SCHEMA_NAME.test(pgSchema)) {
    throw new Error(`pgSchema must be a lower-case identifier, got ${JSON.stringify(pgSchema)}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.pgPoolSize ?? 10,
    types: numberParsingTypes(),
    // Set at connection start-up, so every pooled connection sees the schema before its first query.
    options: pgSchema === undefined ? undefined : `-c search_path=${pgSchema}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    dialect: 'postgres',
    postgres: { connectionString, schema: pgSchema },
    async close() {
      if (closed) return;
      closed = true;
      // Kysely ends the pool it was given.
      await db.destroy();
    },
  };
}
