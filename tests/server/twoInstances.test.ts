/**
 * Two server instances on one PostgreSQL database, like two processes behind a load balancer: each is a
 * full app with its own connection pool on the same schema. Sessions and login throttling live in the
 * database, so whatever one instance knows the other knows too, and money still
 * moves exactly once when confirms are split across both. Each instance's session cache is on: a logout
 * or an admin disabled on one reaches the other's cache by NOTIFY.
 *
 * PostgreSQL only: SQLite is one server process per database file by design. Without DATABASE_URL this
 * file reports its tests as skipped under a title that says why.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, usernameKey } from '../../server/domain/loginThrottle';
import { hashToken } from '../../server/platform';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/app';
import { becomesRefused, becomesTrue } from './support/poll';
import { type Instance, openSecondInstance, type SecondInstance } from './support/secondInstance';

const NEEDS_POSTGRES = 'two server instances sharing one PostgreSQL database (needs PostgreSQL: set DATABASE_URL)';
const MAX_FAILURES = 4;
const CONFIRMS = 50;

describe.runIf(Boolean(process.env.DATABASE_URL))(NEEDS_POSTGRES, () => {
  let t: TestApp;
  let second: SecondInstance;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    t = await createTestApp('postgres', 'two_instances', {
      seed: true,
      config: { loginThrottle: { maxFailures: MAX_FAILURES, windowMinutes: 15 } },
    });
    a = t.app;
    second = await openSecondInstance(t);
    b = second.app;
  });
  afterAll(async () => {
    await second?.close();
    await t?.dispose();
  });

  const login = (instance: Instance, password: string, remoteAddress: string) =>
    instance.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username: TEST_ADMIN.username, password, app_key: t.config.appKey },
      remoteAddress,
    });
  const checkToken = (instance: Instance, token: string) =>
    instance.inject({ method: 'GET', url: '/api/admin/v1/check-token', headers: { authorization: `Bearer ${token}` } });
  /** As a network failure or a database restart would: the server ends the listening connection. */
  const dropListeningConnection = async (instance: Instance) => {
    const pid = instance.sessionRevocationListener?.backendPid;
    expect(pid).toBeDefined();
    await sql`select pg_terminate_backend(${pid})`.execute(t.database.db);
    expect(await becomesTrue(() => instance.sessionRevocationListener?.listening === false)).toBe(true);
  };
  const deleteSessionBehindTheCachesBack = (token: string) =>
    t.database.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();

  it('accepts on the second instance a token the first one issued, for reads and writes', async () => {
    const signedIn = await login(a, TEST_ADMIN.password, '10.1.0.1');
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().tokenString as string;

    expect((await checkToken(b, token)).statusCode).toBe(200);
    const user = await t.database.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const freeTicket = await b.inject({
      method: 'POST',
      url: '/api/admin/v1/generate-all-ticket-for-player',
      headers: { authorization: `Bearer ${token}` },
      payload: { user_id: user.id },
    });
    expect(freeTicket.statusCode).toBe(200);
    expect(freeTicket.json()).toEqual({ ok: true, issued: 1 });
  });

  it('refuses on one instance a token that was logged out on the other', async () => {
    const token = (await login(a, TEST_ADMIN.password, '10.1.0.2')).json().tokenString as string;
    // b verifies it first, so b holds it in its session cache when a ends the session
    expect((await checkToken(b, token)).statusCode).toBe(200);
    expect(b.sessionRevocationListener?.listening).toBe(true);

    const logout = await a.inject({
      method: 'POST',
      url: '/api/admin/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);

    const refusedByA = await checkToken(a, token);
    expect(refusedByA.statusCode).toBe(401);
    expect(refusedByA.json()).toEqual(errorAnswer(expect.any(String)));
    // b hears of it by NOTIFY, within milliseconds: far sooner than its cache's TTL (the clock does not move)
    expect(await becomesRefused(() => checkToken(b, token))).toBe(true);
  });

  it('ends on the other instance at once the sessions of an admin disabled on one', async () => {
    const lead = (await login(a, TEST_ADMIN.password, '10.1.0.7')).json().tokenString as string;
    const created = await a.inject({
      method: 'POST',
      url: '/api/rest/admins',
      headers: { authorization: `Bearer ${lead}` },
      payload: { username: 'kanya', display_name: 'กันยา', password: 'kanya-secret' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const signedIn = await a.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username: 'kanya', password: 'kanya-secret', app_key: t.config.appKey },
      remoteAddress: '10.1.0.8',
    });
    const kanya = signedIn.json().tokenString as string;
    // b verifies it first, so b holds it in its session cache when a disables the admin
    expect((await checkToken(b, kanya)).statusCode).toBe(200);
    const disabled = await a.inject({
      method: 'PUT',
      url: `/api/rest/admins/${created.json().id}`,
      headers: { authorization: `Bearer ${lead}` },
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await becomesRefused(() => checkToken(b, kanya))).toBe(true);
  });

  it('checks every token in the database while an instance cannot hear revocations, and caches again once it can', async () => {
    // c retries its lost listener only after a minute, so the outage lasts through this test
    const third = await openSecondInstance(t, { sessionListener: { firstRetryMs: 60_000 } });
    const c = third.app;
    try {
      const token = (await login(a, TEST_ADMIN.password, '10.1.0.5')).json().tokenString as string;
      expect((await checkToken(c, token)).statusCode).toBe(200); // cached on c

      await dropListeningConnection(c);
      expect(c.sessionRevocationListener?.listening).toBe(false);
      // the notice of this logout is lost to c: only the database can tell it
      await a.inject({ method: 'POST', url: '/api/admin/v1/logout', headers: { authorization: `Bearer ${token}` } });
      expect((await checkToken(c, token)).statusCode).toBe(401);
      // valid tokens still pass, read from the database each time
      const other = (await login(a, TEST_ADMIN.password, '10.1.0.5')).json().tokenString as string;
      expect((await checkToken(c, other)).statusCode).toBe(200);
      await deleteSessionBehindTheCachesBack(other);
      expect((await checkToken(c, other)).statusCode).toBe(401);
    } finally {
      await third.close();
    }

    // b's listener comes back by itself (250 ms backoff), then revocations reach b's cache again
    const lostPid = b.sessionRevocationListener?.backendPid;
    await dropListeningConnection(b);
    const back = () =>
      b.sessionRevocationListener?.listening === true && b.sessionRevocationListener.backendPid !== lostPid;
    expect(await becomesTrue(back)).toBe(true);
    const cachedAgain = (await login(a, TEST_ADMIN.password, '10.1.0.6')).json().tokenString as string;
    expect((await checkToken(b, cachedAgain)).statusCode).toBe(200);
    await deleteSessionBehindTheCachesBack(cachedAgain);
    expect((await checkToken(b, cachedAgain)).statusCode).toBe(200); // answered from b's cache
    const token = (await login(a, TEST_ADMIN.password, '10.1.0.6')).json().tokenString as string;
    expect((await checkToken(b, token)).statusCode).toBe(200);
    await a.inject({ method: 'POST', url: '/api/admin/v1/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await becomesRefused(() => checkToken(b, token))).toBe(true);
  });

  it('counts failed sign-ins across both instances, so alternating between them does not escape the limit', async () => {
    const address = '10.1.0.3';
    // alternate: each instance sees only half of the failures itself
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      const response = await login(attempt % 2 === 0 ? a : b, 'wrong password', address);
      expect(response.statusCode).toBe(401);
    }
    // the limit is reached for this address and username on BOTH instances, even with the right password
    for (const instance of [a, b]) {
      const throttled = await login(instance, TEST_ADMIN.password, address);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual(errorAnswer(expect.stringContaining('Too many failed sign-ins')));
    }
    // the refusals were decided by the address before the username was counted: it holds exactly the failures
    const counted = await t.database.db
      .selectFrom('login_attempts')
      .select(['key', 'attempts'])
      .where('key', 'in', [addressKey(address), usernameKey(TEST_ADMIN.username)])
      .orderBy('key')
      .execute();
    expect(counted).toEqual([
      { key: addressKey(address), attempts: MAX_FAILURES + 2 },
      { key: usernameKey(TEST_ADMIN.username), attempts: MAX_FAILURES },
    ]);
  });

  it('checks at most the limit of passwords when 200 guesses, the right one among them, are split across both instances', async () => {
    t.clock.advance?.(16 * 60_000); // past the window the previous test filled
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(i % 2 === 0 ? a : b, i === 199 ? TEST_ADMIN.password : `wrong ${i}`, `10.3.${i % 7}.${i}`),
      ),
    );
    const checked = responses.filter((response) => response.statusCode === 200 || response.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES);
    const refused = responses.filter((response) => response.statusCode === 429 || response.statusCode === 503);
    expect(refused).toHaveLength(200 - checked.length);
    for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it(`issues a payment's tickets once when ${CONFIRMS} confirms are split across both instances`, async () => {
    // past the throttle window the previous test filled for this username
    t.clock.advance?.(16 * 60_000);
    const token = (await login(b, TEST_ADMIN.password, '10.1.0.4')).json().tokenString as string;
    // the pending payment buying the most tickets (the concurrency test elsewhere takes the first such; take
    // the second so the two files never race for one row)
    const [, payment] = await t.database.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('value', 'desc')
      .orderBy('id')
      .limit(2)
      .execute();

    const responses = await Promise.all(
      Array.from({ length: CONFIRMS }, (_, i) =>
        (i % 2 === 0 ? a : b).inject({
          method: 'PUT',
          url: `/api/admin/v1/payment/${payment.id}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { status: 'completed' },
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONFIRMS - 1);

    const tickets = await t.database.db
      .selectFrom('tickets')
      .select('id')
      .where('payment_id', '=', payment.id)
      .execute();
    expect(tickets).toHaveLength(payment.value);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'payment')
      .where('target_id', '=', String(payment.id))
      .execute();
    expect(audit).toEqual([{ action: 'payment.confirm' }]);
  });
});
