/**
 * Every server test file gets its own database from here, so files can run in parallel:
 * - sqlite: a fresh file in a new temporary directory, removed on dispose;
 * - postgres (only when DATABASE_URL is set): a new schema on that database, used through the
 *   pool's search_path and dropped with CASCADE on dispose.
 *
 * The database starts EMPTY unless `{ migrate: true }` is passed; most files want
 *   `const handle = await createTestDatabase(kind, 'payments', { migrate: true })`
 * and then `await handle.dispose()` in afterAll.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, type Dialect, openDatabase } from '../../../server/db/connection';
import { type ConstraintKind, violatedConstraint } from '../../../server/db/errors';
import { migrateToLatest } from '../../../server/db/migrate';

/** The databases each server test runs on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const databaseKinds: Dialect[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDatabase = DatabaseHandle & {
  /** closes the handle and removes the file or schema */
  dispose(): Promise<void>;
};

export interface TestDatabaseOptions {
  /** run migrateToLatest before handing the database over (default false: an empty database) */
  migrate?: boolean;
}

export async function createTestDatabase(
  kind: Dialect,
  label: string,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const database = kind === 'postgres' ? await createPostgresSchema(label) : await createSqliteFile();
  if (options.migrate) {
    try {
      await migrateToLatest(database);
    } catch (error) {
      await database.dispose();
      throw error;
    }
  }
  return database;
}

async function createSqliteFile(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'matchday-test-'));
  const handle = openDatabase({ sqliteFile: join(dir, 'test.sqlite') });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A schema name PostgreSQL accepts unquoted: lower-case, [a-z0-9_], at most 63 characters. */
function schemaName(label: string): string {
  const suffix = randomBytes(5).toString('hex');
  const cleaned = label
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const maxLabel = 63 - 't__'.length - suffix.length;
  return `t_${cleaned.slice(0, maxLabel)}_${suffix}`;
}

/** DDL on a client of its own, so creating and dropping never depends on the handle's pool. */
async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createPostgresSchema(label: string): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('PostgreSQL tests need DATABASE_URL');
  const schema = schemaName(label);
  await runOnServer(url, `CREATE SCHEMA ${schema}`);
  // Small pool: several test files share one server.
  const handle = openDatabase({ databaseUrl: url, pgSchema: schema, pgPoolSize: 4 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await runOnServer(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

export { type ConstraintKind, violatedConstraint } from '../../../server/db/errors';

/** Runs a statement that must fail, and answers the kind of constraint it broke. */
export async function constraintBrokenBy(statement: Promise<unknown>): Promise<ConstraintKind | undefined> {
  try {
    await statement;
  } catch (error) {
    const kind = violatedConstraint(error);
    if (kind === undefined) throw error;
    return kind;
  }
  throw new Error('the statement succeeded but a constraint should have refused it');
}
