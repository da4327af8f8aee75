import type { Kysely } from 'kysely';
import type { Database } from './schema';

interface OpenTransaction {
  /** the handle the transaction was opened on: whatever is attached to it (a change bus) is found from here */
  root: Kysely<Database>;
  afterCommit: (() => void)[];
}

const open = new WeakMap<Kysely<Database>, OpenTransaction>();

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one: a step that must commit with
 * the caller's other writes never opens a second, separate transaction.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const opened: OpenTransaction = { root: db, afterCommit: [] };
  const result = await db.transaction().execute((trx) => {
    open.set(trx, opened);
    return work(trx);
  });
  for (const action of opened.afterCommit) action();
  return result;
}

/** The handle a transaction opened by inTransaction came from; `db` itself outside a transaction. */
export function rootOf(db: Kysely<Database>): Kysely<Database> | undefined {
  return db.isTransaction ? open.get(db)?.root : db;
}

/**
 * Runs `action` once the transaction `db` is commits, never when it rolls back; at once outside a transaction. A
 * transaction not opened by inTransaction cannot tell when it commits, so that is a bug, and throws.
 */
export function afterCommit(db: Kysely<Database>, action: () => void): void {
  if (!db.isTransaction) {
    action();
    return;
  }
  const opened = open.get(db);
  if (!opened) throw new Error('afterCommit needs a transaction opened by inTransaction');
  opened.afterCommit.push(action);
}
