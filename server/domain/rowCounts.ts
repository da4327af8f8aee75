/**
 * The exact row counts the database keeps (migration 003_row_counts): a list page's total read by primary
 * key instead of counted over every matching row. The counter names here must match the triggers' SQL.
 */
import type { Kysely } from 'kysely';
import type { Database, Flag, PaymentStatus } from '../db/schema';

export type RowCounter = string & { readonly __rowCounter: unique symbol };

const named = (name: string) => name as RowCounter;

export const USERS_COUNTER = named('users');
export const paymentsCounter = (status: PaymentStatus) => named(`payments:${status}`);
export const entriesCounter = (gameWeekId: number, isVip: Flag) => named(`entries:${gameWeekId}:${isVip}`);
/** Not a count: grows with every write to a payment (migration 005), the version of every payment page. */
export const PAYMENTS_CHANGES = named('payments:changes');

/** The rows a counter stands for (or its change count); 0 for a counter no row has moved yet. */
export async function countedRows(db: Kysely<Database>, counter: RowCounter): Promise<number> {
  const row = await db.selectFrom('row_counts').select('n').where('counter', '=', counter).executeTakeFirst();
  return Number(row?.n ?? 0);
}
