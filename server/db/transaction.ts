import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one: a step that must commit with
 * the caller's other writes never opens a second, separate transaction.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
