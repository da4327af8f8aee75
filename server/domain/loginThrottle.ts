/**
 * Failed sign-ins are counted per username and per client address (ASVS 6.3.1) over a sliding window.
 * The counts are rows in the database, so every server instance sharing it sees the same numbers.
 */
import type { Kysely } from 'kysely';
import { MINUTE_MS } from '../clock';
import type { Database } from '../db/schema';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMinutes: number;
}

const windowStart = (now: Date, policy: ThrottlePolicy) =>
  new Date(now.getTime() - policy.windowMinutes * MINUTE_MS).toISOString();

async function countFailures(db: Kysely<Database>, column: 'username' | 'ip', value: string, since: string) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', value)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when either the username or the address has used up its failures in the window. */
export async function isThrottled(
  db: Kysely<Database>,
  attempt: { username: string; ip: string },
  now: Date,
  policy: ThrottlePolicy,
): Promise<boolean> {
  const since = windowStart(now, policy);
  const [byUsername, byAddress] = await Promise.all([
    countFailures(db, 'username', normaliseUsername(attempt.username), since),
    countFailures(db, 'ip', attempt.ip, since),
  ]);
  return byUsername >= policy.maxFailures || byAddress >= policy.maxFailures;
}

export async function recordFailure(db: Kysely<Database>, attempt: { username: string; ip: string }, now: Date) {
  await db
    .insertInto('login_failures')
    .values({ username: normaliseUsername(attempt.username), ip: attempt.ip, failed_at: now.toISOString() })
    .execute();
}

/** A success forgives the username's failures, and old rows are pruned so the table stays small. */
export async function recordSuccess(
  db: Kysely<Database>,
  attempt: { username: string },
  now: Date,
  policy: ThrottlePolicy,
) {
  await db.deleteFrom('login_failures').where('username', '=', normaliseUsername(attempt.username)).execute();
  await db.deleteFrom('login_failures').where('failed_at', '<=', windowStart(now, policy)).execute();
}

const normaliseUsername = (username: string) => username.trim().toLowerCase().slice(0, 200);
