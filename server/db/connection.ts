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
  postgres?: { connectionString: string; schema: string | undefined };
  /** SQLite only: PRAGMA data_version moves on another connection's commit, never this one's; it may lag by RECHECK_MS. */
  externalCommitVersion?: () => number;
  /** SQLite only: equal stamps mean equal contents, counting this process's writes and others' commits. */
  changeStamp?: () => string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  sqliteFile?: string;
  pgSchema?: string;
  pgPoolSize?: number;
}

export const SQLITE_FILE_NAME = 'matchday.sqlite';

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
 * pg answers NUMERIC and BIGINT as strings to keep precision; money is NUMERIC(12,2) and counts are far below 2^53,
 * so numbers are exact enough and both dialects answer alike. The parsers live on this pool only.
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
      await db.destroy();
    },
  };
}
