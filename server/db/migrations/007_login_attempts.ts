/**
 * One row per key over a fixed window, incremented by an upsert that returns the count in one statement: failure
 * rows counted before the password check let concurrent guesses all read the same count.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../connection';
import { required, withId } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('window_started_at', 'text', required)
    .addColumn('attempts', 'integer', required)
    .execute();
  await db.schema
    .createIndex('login_attempts_window_started_at_idx')
    .on('login_attempts')
    .column('window_started_at')
    .execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .$call(withId(dialect))
    .addColumn('username', 'text', required)
    .addColumn('ip', 'text', required)
    .addColumn('failed_at', 'text', required)
    .execute();
  // 001's two lookups of the failures, per account and per address, come back with the table
  for (const by of ['username', 'ip']) {
    await db.schema
      .createIndex(`login_failures_${by}_failed_at_idx`)
      .on('login_failures')
      .columns([by, 'failed_at'])
      .execute();
  }
  await db.schema.dropTable('login_attempts').execute();
}
