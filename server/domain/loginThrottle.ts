/**
 * Sign-in attempts are counted per client address and per username (ASVS 6.3.1) over a fixed window.
 *
 * An attempt is reserved before anything is verified, by one upsert that increments the key's count and
 * returns it: the row's lock (PostgreSQL) or the single writer (SQLite) puts concurrent attempts in order,
 * on one instance or on many sharing the database, so N guesses sent at once get the counts 1..N and only
 * the first `maxFailures` may go on to the password check. A success gives its reservations back and
 * forgives the username; failures keep theirs until the window ends.
 */
import { type Kysely, sql } from 'kysely';
import { MINUTE_MS } from '../clock';
import type { Database } from '../db/schema';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMinutes: number;
}

export type ThrottleKey = `address:${string}` | `username:${string}`;

export const addressKey = (ip: string): ThrottleKey => `address:${ip}`;
export const usernameKey = (username: string): ThrottleKey => `username:${username.trim().toLowerCase().slice(0, 200)}`;

/** Allowed, or refused with the seconds until the key's window ends (the answer's Retry-After). */
export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const windowStart = (now: Date, policy: ThrottlePolicy) =>
  new Date(now.getTime() - policy.windowMinutes * MINUTE_MS).toISOString();

/** Counts one attempt for the key and says whether it is within the limit, in one statement. */
export async function reserveAttempt(
  db: Kysely<Database>,
  key: ThrottleKey,
  now: Date,
  policy: ThrottlePolicy,
): Promise<Reservation> {
  const since = windowStart(now, policy);
  const at = now.toISOString();
  // a window that has ended starts again at this attempt; both SETs read the row as it was before
  const expired = sql<boolean>`login_attempts.window_started_at <= ${since}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key, window_started_at: at, attempts: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        attempts: sql<number>`case when ${expired} then 1 else login_attempts.attempts + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${at} else login_attempts.window_started_at end`,
      }),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (Number(row.attempts) <= policy.maxFailures) {
    return { allowed: true };
  }
  const endsAt = Date.parse(row.window_started_at) + policy.windowMinutes * MINUTE_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Gives one attempt back (it succeeded), so signing in never uses up an address's allowance. */
export async function releaseAttempt(db: Kysely<Database>, key: ThrottleKey) {
  await db
    .updateTable('login_attempts')
    .set({ attempts: sql<number>`attempts - 1` })
    .where('key', '=', key)
    .where('attempts', '>', 0)
    .execute();
}

/** A success forgives the username's failures, and ended windows are pruned so the table stays small. */
export async function forgiveUsername(db: Kysely<Database>, username: string, now: Date, policy: ThrottlePolicy) {
  await db.deleteFrom('login_attempts').where('key', '=', usernameKey(username)).execute();
  await db.deleteFrom('login_attempts').where('window_started_at', '<=', windowStart(now, policy)).execute();
}
