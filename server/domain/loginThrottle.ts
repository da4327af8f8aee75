/**
 * Sign-in attempts counted per client address and per username over a fixed window, each reserved before anything
 * is verified by one upsert: the row lock puts concurrent attempts in order across instances, so N guesses sent at
 * once get the counts 1..N and only the first `maxFailures` reach the password check.
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

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const windowStart = (now: Date, policy: ThrottlePolicy) =>
  new Date(now.getTime() - policy.windowMinutes * MINUTE_MS).toISOString();

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

/** A success gives its attempt back, so signing in never uses up an address's allowance. */
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
