/** Imported by name rather than found by scanning a folder, so they run alike under tsx, in tests and from a bundle. */
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseHandle, Dialect } from './connection';
import type { DialectMigration } from './migrations/column-types';
import { MIGRATIONS } from './migrations/index';

export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

type Migrations = Record<string, DialectMigration>;

function providerFor(dialect: Dialect, migrations: Migrations): MigrationProvider {
  return {
    async getMigrations() {
      const kyselyMigrations: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(migrations)) {
        kyselyMigrations[name] = {
          up: (db) => migration.up(db, dialect),
          down: (db) => migration.down(db, dialect),
        };
      }
      return kyselyMigrations;
    },
  };
}

/** Other migrations than the project's are for the migration generator's tests, which run a folder's files. */
export async function createMigrator(handle: DatabaseHandle, migrations: Migrations = MIGRATIONS): Promise<Migrator> {
  return new Migrator({
    db: handle.db,
    provider: providerFor(handle.dialect, migrations),
    // Kysely looks for its bookkeeping tables in every schema unless told which one: with several schemas in one
    // PostgreSQL database (one per test file, or a team's shared server) it would find another schema's tables.
    ...(handle.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(handle) } : {}),
  });
}

export async function migrateToLatest(
  handle: DatabaseHandle,
  migrations: Migrations = MIGRATIONS,
): Promise<{ applied: string[] }> {
  const migrator = await createMigrator(handle, migrations);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    const where = failed ? `migration ${failed.migrationName} failed` : 'migrating failed';
    throw new Error(`${where}: ${reason}`, { cause: error });
  }
  return {
    applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName),
  };
}

async function currentSchema(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path');
  return schema;
}
