/**
 * Django's makemigrations for our declared tables: runs a folder's migrations on an in-memory SQLite database and
 * writes the migration that brings it to the declarations, for a person to review and commit.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { RestResource } from '../../../contract';
import { migrateToLatest } from '../migrate';
import type { DialectMigration } from '../migrations/column-types';
import type { Database } from '../schema';
import { readCatalogue } from './catalogue';
import { declaredTable } from './declaredTables';
import { migrationNames, nextMigrationName, writeMigrationList } from './migrationFiles';
import { type MigrationPlan, planMigration } from './plan';
import { renderMigration } from './render';

// a path, not a URL: a screen test (jsdom, whose URL Node's fileURLToPath refuses) generates migrations too
export const MIGRATIONS_DIR = join(import.meta.dirname, '../migrations');

const BIOME = join(import.meta.dirname, '../../../node_modules/.bin/biome');

/** Imported from their files, not from index.ts, which may not list a new one yet. */
async function migrationsIn(dir: string): Promise<Record<string, DialectMigration>> {
  const migrations: Record<string, DialectMigration> = {};
  for (const name of migrationNames(dir)) {
    migrations[name] = await import(pathToFileURL(join(dir, `${name}.ts`)).href);
  }
  return migrations;
}

export async function planFor(dir: string, resources: readonly RestResource[]): Promise<MigrationPlan> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  try {
    await migrateToLatest({ db, dialect: 'sqlite', close: () => db.destroy() }, await migrationsIn(dir));
    const catalogue = await readCatalogue(db as unknown as Kysely<unknown>);
    return planMigration(resources.map(declaredTable), catalogue);
  } finally {
    await db.destroy();
  }
}

function formatted(source: string): string {
  return execFileSync(BIOME, ['format', '--stdin-file-path=server/db/migrations/new.ts'], { input: source }).toString();
}

export interface Generated {
  plan: MigrationPlan;
  file?: string;
}

export async function makeMigration(
  dir: string,
  words: string,
  resources: readonly RestResource[],
): Promise<Generated> {
  const plan = await planFor(dir, resources);
  if (plan.changes.length === 0) return { plan };
  const name = nextMigrationName(dir, words);
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, formatted(renderMigration(name, plan.changes)));
  writeMigrationList(dir);
  return { plan, file };
}
