import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type DatabaseHandle, type Dialect, openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { runOnPostgres } from '../../tests/support/postgresStatement';

export interface BenchDatabase extends DatabaseHandle {
  /** PostgreSQL only: the schema the handle's connections use */
  pgSchema?: string;
  /** SQLite only: the database file */
  sqliteFile?: string;
  dispose(): Promise<void>;
}

export async function openBenchDatabase(kind: Dialect, databaseUrl?: string): Promise<BenchDatabase> {
  let database: BenchDatabase;
  if (kind === 'postgres') {
    if (!databaseUrl) throw new Error('the PostgreSQL benchmark needs DATABASE_URL');
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    await runOnPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
    const handle = openDatabase({ databaseUrl, pgSchema: schema, pgPoolSize: 4 });
    database = {
      ...handle,
      pgSchema: schema,
      async dispose() {
        await handle.close();
        await runOnPostgres(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      },
    };
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'matchday-bench-'));
    const sqliteFile = join(dir, 'bench.sqlite');
    const handle = openDatabase({ sqliteFile });
    database = {
      ...handle,
      sqliteFile,
      async dispose() {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  try {
    await migrateToLatest(database);
    // Kysely's Migrator looks for its tables in every schema, so another schema migrating meanwhile would think
    // its own exist; this one's record is dropped, as the database is thrown away after the run
    if (kind === 'postgres') {
      await sql`DROP TABLE kysely_migration, kysely_migration_lock`.execute(database.db);
    }
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return database;
}
