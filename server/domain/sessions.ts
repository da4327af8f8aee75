/**
 * Bearer sessions: 32 random bytes per token, only its SHA-256 stored, an idle timeout and an absolute lifetime.
 * They live in the database so that several server instances agree.
 */
import type { Kysely } from 'kysely';
import { base64UrlOfBytes } from '../../contract/rules/base64';
import { HOUR_MS, MINUTE_MS } from '../clock';
import type { Dialect } from '../db/connection';
import { announceRevocation, type Revoked } from '../db/revocationNotices';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { TokenDigest } from './platform';
import type { SessionCache, VerifiedSession } from './sessionCache';
import type { SignedInAdmin } from './signedInAdmin';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** last_seen_at is written at most this often, so checking a token is usually a read only. */
const LAST_SEEN_RESOLUTION_MS = MINUTE_MS;

export async function createSession(
  db: Kysely<Database>,
  adminId: number,
  now: Date,
  policy: SessionPolicy,
  tokenDigest: TokenDigest,
) {
  const token = base64UrlOfBytes(crypto.getRandomValues(new Uint8Array(32)));
  await db
    .insertInto('sessions')
    .values({
      admin_id: adminId,
      token_hash: await tokenDigest(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.absoluteHours * HOUR_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** A session last seen at or before this has been idle too long. */
const idleCutoffMs = (nowMs: number, policy: SessionPolicy) => nowMs - policy.idleMinutes * MINUTE_MS;

function isWithinTimes(session: { expiresAtMs: number; lastSeenAtMs: number }, nowMs: number, policy: SessionPolicy) {
  return nowMs < session.expiresAtMs && session.lastSeenAtMs > idleCutoffMs(nowMs, policy);
}

/**
 * A cached verification stands only while last_seen_at needs no write: once a write is due the database is
 * read (and written) as without a cache, so other instances see the activity and the idle timeout holds.
 */
function cachedAnswerHolds(session: VerifiedSession, nowMs: number, policy: SessionPolicy) {
  return isWithinTimes(session, nowMs, policy) && nowMs - session.lastSeenAtMs < LAST_SEEN_RESOLUTION_MS;
}

/** Null when the token is unknown, revoked, idle too long or past its lifetime. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  policy: SessionPolicy,
  tokenDigest: TokenDigest,
  cache?: SessionCache,
): Promise<SignedInAdmin | null> {
  const tokenHash = await tokenDigest(token);
  const nowMs = now.getTime();
  const cached = cache?.lookup(tokenHash, nowMs);
  if (cached && cachedAnswerHolds(cached, nowMs, policy)) return cached.admin;
  const ticket = cache?.ticket();
  const session = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'admins.id as admin_id',
      'admins.username',
      'admins.role',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    // also refuses a session a sign-in made while the admin was being disabled
    .where('admins.status', '=', 'enabled')
    .executeTakeFirst();
  const verified = session && {
    admin: { id: session.admin_id, username: session.username, role: session.role, sessionId: session.id },
    expiresAtMs: Date.parse(session.expires_at),
    lastSeenAtMs: Date.parse(session.last_seen_at),
  };
  if (!verified || !isWithinTimes(verified, nowMs, policy)) {
    cache?.forgetToken(tokenHash);
    return null;
  }
  if (nowMs - verified.lastSeenAtMs >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', verified.admin.sessionId)
      .execute();
    verified.lastSeenAtMs = nowMs;
  }
  if (cache && ticket !== undefined) cache.remember(tokenHash, verified, nowMs, ticket);
  return verified.admin;
}

export interface RevocationReach {
  dialect: Dialect;
  cache?: SessionCache;
}

/**
 * Revokes the sessions still live whose `column` holds `value`. The notice to the other instances goes out on
 * commit, so it shares the revoking update's transaction, and only when a session was live.
 */
async function revokeLiveSessions(
  db: Kysely<Database>,
  reach: RevocationReach,
  now: Date,
  [column, value]: ['id' | 'admin_id', number],
  revoked: Revoked,
) {
  await inTransaction(db, async (trx) => {
    const rows = await trx
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where(column, '=', value)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    if (rows.length > 0 && reach.dialect === 'postgres') await announceRevocation(trx, revoked);
  });
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date, reach: RevocationReach) {
  await revokeLiveSessions(db, reach, now, ['id', sessionId], { sessionIds: [sessionId] });
  reach.cache?.forgetSessions([sessionId]);
}

export async function revokeAllSessionsOf(db: Kysely<Database>, adminId: number, now: Date, reach: RevocationReach) {
  await revokeLiveSessions(db, reach, now, ['admin_id', adminId], { adminIds: [adminId] });
  reach.cache?.forgetAdmins([adminId]);
}

/**
 * Of these sessions, the ones still valid now: not revoked, not idle too long, not past their lifetime, their
 * admin enabled.
 */
export async function stillValidSessions(
  db: Kysely<Database>,
  sessionIds: readonly number[],
  now: Date,
  policy: SessionPolicy,
) {
  if (sessionIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select('sessions.id')
    .where('sessions.id', 'in', [...sessionIds])
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', new Date(idleCutoffMs(now.getTime(), policy)).toISOString())
    .where('admins.status', '=', 'enabled')
    .execute();
  return new Set(rows.map((row) => row.id));
}
