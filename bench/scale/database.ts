/** On PostgreSQL a database, not a schema, as the server takes only a URL. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, type Dialect, openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { runOnPostgres } from '../../tests/support/postgresStatement';

export interface ScaleDatabase {
  kind: Dialect;
  serverEnv: Record<string, string>;
  /** PostgreSQL only: the database's name on the server */
  pgDatabase?: string;
  open(): DatabaseHandle;
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createScaleDatabase(kind: Dialect, databaseUrl?: string): Promise<ScaleDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matchday-scale-'));
  let database: ScaleDatabase;
  if (kind === 'postgres') {
    if (!databaseUrl) throw new Error('the PostgreSQL benchmark needs DATABASE_URL');
    const name = `bench_scale_${randomBytes(4).toString('hex')}`;
    await runOnPostgres(databaseUrl, `CREATE DATABASE ${name}`);
    const url = withDatabase(databaseUrl, name);
    database = {
      kind,
      serverEnv: { DATABASE_URL: url, DATA_DIR: dataDir },
      pgDatabase: name,
      open: () => openDatabase({ databaseUrl: url, pgPoolSize: 4 }),
      async dispose() {
        await runOnPostgres(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } else {
    database = {
      kind,
      // empty, not absent: the bench itself may run with DATABASE_URL set, and the server would inherit it
      serverEnv: { DATABASE_URL: '', DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      async dispose() {
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  try {
    const handle = database.open();
    await migrateToLatest(handle);
    await handle.close();
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return database;
}
