/**
 * The demo's database: SQLite compiled to WebAssembly (sql.js) behind Kysely (kysely-wasm's SqlJsDialect),
 * brought to the server's schema by the server's own migrations and filled by the fixtures generator the
 * server's seed uses. sql.js because it is maintained, synchronous (no worker needed for a demo's data) and
 * exports the whole database as bytes, which is what keeping it for a later visit needs; kysely-wasm 1.x is
 * the SqlJsDialect that accepts our kysely 0.28 (2.x needs kysely 0.29 and Node 22).
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
  /** the whole database as an SQLite file's bytes, to keep it for the next visit */
  save(): Uint8Array;
  /** the same connection, synchronous: for tests that look at the data while a screen changes it */
  sqlite: SqlJsDatabase;
}

export interface OpenDemoDatabaseOptions {
  /** where sql.js's .wasm lives; sql.js finds it by itself under Node */
  wasmUrl?: string;
  /** a database saved earlier; without it a new one is made from the migrations and the fixtures */
  saved?: Uint8Array;
  /** the generator's options (fixtures/), among them the demo data's "today" */
  fixtures: DemoOptions;
  /** for tests: changes the generated data before it is stored */
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
