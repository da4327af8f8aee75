/** Exact row counts the database's triggers keep, so a list's total is one key read; names match the triggers'. */
import type { Kysely } from 'kysely';
import type { Database, Flag, PaymentStatus } from '../db/schema';

export type RowCounter = string & { readonly __rowCounter: unique symbol };

const named = (name: string) => name as RowCounter;

export const USERS_COUNTER = named('users');
export const paymentsCounter = (status: PaymentStatus) => named(`payments:${status}`);
export const entriesCounter = (gameWeekId: number, isVip: Flag) => named(`entries:${gameWeekId}:${isVip}`);
/** Not a count: grows with every write to a payment, the version of every payment page. */
export const PAYMENTS_CHANGES = named('payments:changes');

export async function countedRows(db: Kysely<Database>, counter: RowCounter): Promise<number> {
  const row = await db.selectFrom('row_counts').select('n').where('counter', '=', counter).executeTakeFirst();
  return Number(row?.n ?? 0);
}
