/**
 * The session cache (server/domain/sessionCache.ts): a token verified moments ago is answered from memory,
 * and nothing about a session's end (logout, lifetime, idle timeout) waits for the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../server/clock';
import type { Config } from '../../server/config';
import { SessionCache, type VerifiedSession } from '../../server/domain/sessionCache';
import { hashToken } from '../../server/platform';
import { createTestApp, type TestApp, testConfig } from './support/app';
import { databaseKinds } from './support/database';

const CHECK = '/api/admin/v1/check-token';
const SECOND_MS = 1000;

function sessionConfig(session: Partial<Config['session']>): Partial<Config> {
  return { session: { ...testConfig().session, ...session } };
}

describe.each(databaseKinds)('the session cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // idle timeout longer than the lifetime, so the lifetime test can jump to its end
    t = await createTestApp(kind, 'session_cache', {
      config: sessionConfig({ cacheSeconds: 5, idleMinutes: 24 * 60 }),
    });
  });
  afterAll(() => t.dispose());

  const check = (token: string) => t.call({ method: 'GET', url: CHECK, token });
  /** Behind the cache's back: no revocation, no notice, as if another tool had edited the table. */
  const deleteSessionRow = (token: string) =>
    t.database.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();

  it('answers a token verified less than SESSION_CACHE_SECONDS ago without reading the database', async () => {
    const token = await t.signIn();
    expect((await check(token)).statusCode).toBe(200);
    await deleteSessionRow(token);

    t.clock.advance!(4 * SECOND_MS);
    const cached = await check(token);
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toEqual({ ok: true, admin: { id: expect.any(Number), username: 'admin' } });

    t.clock.advance!(1 * SECOND_MS); // 5 s after the verification: the database is asked again
    expect((await check(token)).statusCode).toBe(401);
  });

  it('refuses a token at once after logout on this instance', async () => {
    const token = await t.signIn();
    expect((await check(token)).statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/admin/v1/logout', token, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime though it was verified a moment before', async () => {
    const token = await t.signIn();
    t.clock.advance!(t.config.session.absoluteHours * HOUR_MS - 2 * SECOND_MS);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advance!(2 * SECOND_MS);
    expect((await check(token)).statusCode).toBe(401);
  });

  it('forgets nothing it should not: two tokens of one admin are cached and revoked separately', async () => {
    const [first, second] = [await t.signIn(), await t.signIn()];
    expect((await check(first)).statusCode).toBe(200);
    expect((await check(second)).statusCode).toBe(200);
    await t.call({ method: 'POST', url: '/api/admin/v1/logout', token: first, payload: {} });
    expect((await check(first)).statusCode).toBe(401);
    expect((await check(second)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('the session cache and the idle timeout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // a cache far longer than the idle timeout: activity must still reach the database in time
    t = await createTestApp(kind, 'session_cache_idle', {
      config: sessionConfig({ idleMinutes: 2, cacheSeconds: 600 }),
    });
  });
  afterAll(() => t.dispose());

  const check = (token: string) => t.call({ method: 'GET', url: CHECK, token });
  const lastSeenAt = async (token: string) => {
    const row = await t.database.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    return Date.parse(row.last_seen_at);
  };

  it('ends a session left idle though its last check is still in the cache', async () => {
    const token = await t.signIn();
    t.clock.advance!(50 * SECOND_MS);
    expect((await check(token)).statusCode).toBe(200); // verified and cached, well within the cache's 600 s
    t.clock.advance!(71 * SECOND_MS); // 121 s since sign-in, the last activity the database knows of
    expect((await check(token)).statusCode).toBe(401);
  });

  it('keeps a session in use alive, writing its activity to the database about once a minute', async () => {
    const token = await t.signIn();
    // without a write about once a minute the session would die at 120 s: the last activity the database knew
    for (let step = 0; step < 18; step++) {
      t.clock.advance!(20 * SECOND_MS);
      expect((await check(token)).statusCode, `after ${(step + 1) * 20} s`).toBe(200);
      expect(t.clock.now().getTime() - (await lastSeenAt(token))).toBeLessThan(MINUTE_MS);
    }
  });
});

describe.each(databaseKinds)('SESSION_CACHE_SECONDS=0 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, 'session_cache_off', { config: sessionConfig({ cacheSeconds: 0 }) });
  });
  afterAll(() => t.dispose());

  it('reads the database on every request', async () => {
    const token = await t.signIn();
    expect((await t.call({ method: 'GET', url: CHECK, token })).statusCode).toBe(200);
    await t.database.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect((await t.call({ method: 'GET', url: CHECK, token })).statusCode).toBe(401);
  });

  it('opens no listening connection on PostgreSQL', () => {
    expect(t.app.sessionRevocationListener).toBeNull();
  });
});

describe('SessionCache', () => {
  const session = (sessionId: number, adminId = 1): VerifiedSession => ({
    admin: { id: adminId, username: `admin${adminId}`, role: 'owner', sessionId },
    expiresAtMs: HOUR_MS,
    lastSeenAtMs: 0,
  });
  const fill = (cache: SessionCache, ...ids: number[]) => {
    for (const id of ids) cache.remember(`hash${id}`, session(id), 0, cache.ticket());
  };
  const cachedIds = (cache: SessionCache, ...ids: number[]) =>
    ids.filter((id) => cache.lookup(`hash${id}`, 1) !== undefined);

  it('keeps at most maxEntries, dropping the oldest verification first', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 3 });
    fill(cache, 1, 2, 3);
    fill(cache, 1); // verified again: now the newest
    fill(cache, 4);
    expect(cache.size).toBe(3);
    expect(cachedIds(cache, 1, 2, 3, 4)).toEqual([1, 3, 4]);
  });

  it('trusts an entry for less than the TTL, and not when the clock runs backwards', () => {
    const cache = new SessionCache({ ttlMs: 5_000 });
    cache.remember('hash', session(1), 10_000, cache.ticket());
    expect(cache.lookup('hash', 14_999)).toBeDefined();
    expect(cache.lookup('hash', 9_999)).toBeUndefined();
    cache.remember('hash', session(1), 10_000, cache.ticket());
    expect(cache.lookup('hash', 15_000)).toBeUndefined();
  });

  it('does not keep what a read saw when a revocation happened while it read', () => {
    const cache = new SessionCache({ ttlMs: 5_000 });
    const ticket = cache.ticket(); // the read starts
    cache.forgetSessions([99]); // a revocation commits meanwhile (any session: forgetting is coarse here)
    cache.remember('hash1', session(1), 0, ticket); // the read's answer may predate it
    expect(cache.lookup('hash1', 1)).toBeUndefined();
  });

  it('forgets by session and by admin', () => {
    const cache = new SessionCache({ ttlMs: 5_000 });
    cache.remember('a1', session(1, 10), 0, cache.ticket());
    cache.remember('a2', session(2, 10), 0, cache.ticket());
    cache.remember('b3', session(3, 20), 0, cache.ticket());
    cache.forgetSessions([1]);
    expect(['a1', 'a2', 'b3'].filter((hash) => cache.lookup(hash, 1))).toEqual(['a2', 'b3']);
    cache.forgetAdmins([10]);
    expect(['a1', 'a2', 'b3'].filter((hash) => cache.lookup(hash, 1))).toEqual(['b3']);
  });

  it('answers nothing while suspended and starts empty when resumed', () => {
    const cache = new SessionCache({ ttlMs: 5_000 });
    fill(cache, 1);
    cache.suspend();
    expect(cachedIds(cache, 1)).toEqual([]);
    fill(cache, 2);
    cache.resume();
    expect(cachedIds(cache, 1, 2)).toEqual([]);
    fill(cache, 3);
    expect(cachedIds(cache, 3)).toEqual([3]);
  });

  it('forgets everything when another process committed to the database', () => {
    let version = 1;
    const cache = new SessionCache({ ttlMs: 5_000, externalCommitVersion: () => version });
    fill(cache, 1);
    expect(cachedIds(cache, 1)).toEqual([1]);
    const ticket = cache.ticket();
    version = 2; // e.g. the admin CLI reset a password while a read was under way
    cache.remember('hash2', session(2), 0, ticket);
    expect(cachedIds(cache, 1, 2)).toEqual([]);
  });

  it('is off with a TTL of 0', () => {
    const cache = new SessionCache({ ttlMs: 0 });
    fill(cache, 1);
    expect(cache.enabled).toBe(false);
    expect(cachedIds(cache, 1)).toEqual([]);
  });
});
