/**
 * Brings a database to the latest schema with Kysely's Migrator. The migrations are imported
 * here by name rather than found by scanning a folder, so they run the same under tsx, in tests
 * and from a bundle.
 */
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseHandle, Dialect } from './connection';
import * as initial from './migrations/001_initial';
import * as entrantsRankingOrder from './migrations/002_entrants_ranking_order';
import * as rowCounts from './migrations/003_row_counts';
import * as membersPrefixSearch from './migrations/004_members_prefix_search';
import * as paymentsChanges from './migrations/005_payments_changes';
import * as membersSubstringSearch from './migrations/006_members_substring_search';
import * as loginAttempts from './migrations/007_login_attempts';
import * as auditLogTarget from './migrations/008_audit_log_target';
import * as adminAccounts from './migrations/009_admin_accounts';
import type { DialectMigration } from './migrations/column-types';

/** Every migration, in order. Names are recorded in kysely_migration: never rename one. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001_initial': initial,
  '002_entrants_ranking_order': entrantsRankingOrder,
  '003_row_counts': rowCounts,
  '004_members_prefix_search': membersPrefixSearch,
  '005_payments_changes': paymentsChanges,
  '006_members_substring_search': membersSubstringSearch,
  '007_login_attempts': loginAttempts,
  '008_audit_log_target': auditLogTarget,
  '009_admin_accounts': adminAccounts,
};

export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

function providerFor(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        migrations[name] = {
          up: (db) => migration.up(db, dialect),
          down: (db) => migration.down(db, dialect),
        };
      }
      return migrations;
    },
  };
}

/** Kysely's Migrator over MIGRATIONS for this database; the migrations test steps through it one at a time. */
export async function createMigrator(handle: DatabaseHandle): Promise<Migrator> {
  return new Migrator({
    db: handle.db,
    provider: providerFor(handle.dialect),
    // Kysely looks for its bookkeeping tables in every schema unless told which one: with several schemas in one
    // PostgreSQL database (one per test file, or a team's shared server) it would find another schema's tables.
    ...(handle.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(handle) } : {}),
  });
}

/** Applies what is missing; answers the names applied now (none when already up to date). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<{ applied: string[] }> {
  const migrator = await createMigrator(handle);
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
