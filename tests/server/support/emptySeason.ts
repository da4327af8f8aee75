/**
 * A season with nothing in it, for the tests whose premise is one: the seeded world has none (its seasons are
 * the current one and its complete history), so such a test makes its own.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

export const EMPTY_SEASON = { id: 579, label: '2024/25' } as const;

/** Inserts the empty season unless it is there already; answers it. */
export async function createEmptySeason(db: Kysely<Database>): Promise<typeof EMPTY_SEASON> {
  const found = await db.selectFrom('seasons').select('id').where('id', '=', EMPTY_SEASON.id).executeTakeFirst();
  if (!found) await db.insertInto('seasons').values(EMPTY_SEASON).execute();
  return EMPTY_SEASON;
}
