/** A second handle to a test app's database, as a separate process (the admin CLI, another instance) has. */
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connection';
import type { TestApp } from './app';

/** Runs `work` on a second handle to the test's database, as a separate process would. */
export async function withOtherConnection<T>(t: TestApp, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database =
    t.database.dialect === 'postgres'
      ? openDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: t.database.postgres?.schema, pgPoolSize: 1 })
      : openDatabase({ sqliteFile: await sqliteFileOf(t.database) });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function sqliteFileOf(database: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(database.db);
  return rows.find((row) => row.name === 'main')?.file ?? '';
}
