/**
 * Bearer sessions (OWASP ASVS V7): 32 random bytes per token, only the token's SHA-256 stored,
 * an idle timeout and an absolute lifetime, revocation on logout or password reset.
 * Everything lives in the database so several server instances agree.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { HOUR_MS, MINUTE_MS } from '../clock';
import type { Database } from '../db/schema';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SignedInAdmin {
  id: number;
  username: string;
  sessionId: number;
}

/** last_seen_at is written at most this often, so checking a token is usually a read only. */
const LAST_SEEN_RESOLUTION_MS = MINUTE_MS;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<Database>, adminId: number, now: Date, policy: SessionPolicy) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      admin_id: adminId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.absoluteHours * HOUR_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The admin a token belongs to, or null when it is unknown, revoked, idle too long or past its lifetime. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SignedInAdmin | null> {
  const session = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['sessions.id', 'sessions.last_seen_at', 'sessions.expires_at', 'admins.id as admin_id', 'admins.username'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!session) return null;
  const nowMs = now.getTime();
  const lastSeenMs = Date.parse(session.last_seen_at);
  if (nowMs >= Date.parse(session.expires_at)) return null;
  if (nowMs - lastSeenMs >= policy.idleMinutes * MINUTE_MS) return null;
  if (nowMs - lastSeenMs >= LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', session.id).execute();
  }
  return { id: session.admin_id, username: session.username, sessionId: session.id };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessionsOf(db: Kysely<Database>, adminId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}
