/**
 * sql.js because it is synchronous (no worker needed) and exports the whole database as bytes, which keeping it
 * for a later visit needs. kysely-wasm stays on 1.x: 2.x needs kysely 0.29 and Node 22.
 */
import { Kysely } from 'kysely';
import { SqlJsDialect } from 'kysely-wasm';
import initSqlJs, { type Database as SqlJsDatabase } from 'sql.js';
import { type DemoData, type DemoOptions, generateDemoData } from '../fixtures';
import type { DatabaseHandle } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';

export interface DemoDatabase extends DatabaseHandle {
  save(): Uint8Array;
  /** for tests that look at the data while a screen changes it */
  sqlite: SqlJsDatabase;
}

export interface OpenDemoDatabaseOptions {
  /** sql.js finds its .wasm by itself under Node */
  wasmUrl?: string;
  saved?: Uint8Array;
  fixtures: DemoOptions;
  prepare?: (data: DemoData) => void;
}

export async function openDemoDatabase(options: OpenDemoDatabaseOptions): Promise<DemoDatabase> {
  const SQL = await initSqlJs(options.wasmUrl ? { locateFile: () => options.wasmUrl as string } : undefined);
  const sqlite = new SQL.Database(options.saved);
  // as the server's SQLite connection does (server/db/connection.ts)
  const enforceForeignKeys = () => sqlite.run('PRAGMA foreign_keys = ON');
  enforceForeignKeys();
  const db = new Kysely<Database>({ dialect: new SqlJsDialect({ database: sqlite }) });
  const handle: DemoDatabase = {
    db,
    dialect: 'sqlite',
    sqlite,
    save: () => {
      const bytes = sqlite.export();
      enforceForeignKeys(); // export() resets the connection's pragmas
      return bytes;
    },
    close: async () => {
      await db.destroy();
    },
  };
  await migrateToLatest(handle);
  if (!options.saved) {
    const data = generateDemoData(options.fixtures);
    options.prepare?.(data);
    await seedDemoData(db, data);
  }
  return handle;
}
