import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../server/clock';
import { createAdmin, resetPassword } from '../../server/domain/admins';
import { scryptPasswords } from '../../server/domain/passwords';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, FAST_SCRYPT, TEST_ADMIN, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { withOtherConnection } from './support/otherConnection';
import { becomesRefused } from './support/poll';

const LOGIN = '/api/admin/v1/login';
const CHECK = '/api/admin/v1/check-token';

describe.each(databaseKinds)('sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, 'auth', { config: { loginThrottle: { maxFailures: 3, windowMinutes: 15 } } });
  });
  afterAll(() => t.dispose());

  const login = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    t.call({ method: 'POST', url: LOGIN, payload, remoteAddress });
  const check = (token: string | null, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: CHECK, token, headers });

  it('refuses blank fields with 400 and a message naming the field', async () => {
    const blankPassword = await login({ username: 'admin', password: '', app_key: 'matchday' });
    expect(blankPassword.statusCode).toBe(400);
    expect(blankPassword.json()).toEqual(errorAnswer(expect.stringContaining('password')));
    const missingUsername = await login({ password: 'x', app_key: 'matchday' });
    expect(missingUsername.statusCode).toBe(400);
    expect(missingUsername.json().error).toContain('username');
  });

  it('refuses a wrong app_key with 400', async () => {
    const response = await login({ ...TEST_ADMIN, app_key: 'other-game' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer('Invalid app_key'));
  });

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const wrongPassword = await login({ ...TEST_ADMIN, password: 'wrong', app_key: 'matchday' }, '10.0.0.2');
    const unknownUser = await login({ username: 'nobody', password: 'x', app_key: 'matchday' }, '10.0.0.3');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
  });

  it('signs in and the token passes check-token, naming the admin', async () => {
    const response = await login({ ...TEST_ADMIN, app_key: 'matchday' }, '10.0.0.4');
    expect(response.statusCode).toBe(200);
    const { ok, tokenString } = response.json();
    expect(ok).toBe(true);
    expect(tokenString).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const checked = await check(tokenString);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ ok: true, admin: { id: expect.any(Number), username: 'admin' } });
  });

  it('stores only a hash of the token', async () => {
    const token = await t.signIn();
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('answers 401 to a missing, malformed or forged token', async () => {
    expect((await check(null)).statusCode).toBe(401);
    expect((await check(null, { authorization: 'Basic YWRtaW46YWRtaW4=' })).statusCode).toBe(401);
    const forged = await check('A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(errorAnswer(expect.any(String)));
  });

  it('ends a session on logout, and the token no longer works', async () => {
    const token = await t.signIn();
    const out = await t.call({ method: 'POST', url: '/api/admin/v1/logout', token, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(401);
  });

  it('ends a session after the idle timeout, and keeps an active one alive', async () => {
    const token = await t.signIn();
    t.clock.advance!(t.config.session.idleMinutes * MINUTE_MS - 5 * MINUTE_MS);
    expect((await check(token)).statusCode).toBe(200); // activity refreshes the idle timer
    t.clock.advance!(t.config.session.idleMinutes * MINUTE_MS - 5 * MINUTE_MS);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advance!(t.config.session.idleMinutes * MINUTE_MS + MINUTE_MS);
    expect((await check(token)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime even when used all along', async () => {
    const token = await t.signIn();
    const steps = Math.ceil((t.config.session.absoluteHours * HOUR_MS) / (30 * MINUTE_MS));
    for (let step = 1; step < steps; step++) {
      t.clock.advance!(30 * MINUTE_MS);
      expect((await check(token)).statusCode).toBe(200);
    }
    t.clock.advance!(30 * MINUTE_MS);
    expect((await check(token)).statusCode).toBe(401);
  });

  it('knows an admin by a username typed with its marks in either order, and a password only as it was set', async () => {
    // ป + tone mark + sara uu as a keyboard may send it; NFC puts the vowel first
    const outOfOrder = 'ป\u0E48\u0E39';
    await createAdmin(t.database.db, outOfOrder, `pass-${outOfOrder}`, t.clock.now(), scryptPasswords(FAST_SCRYPT));
    const stored = await t.database.db.selectFrom('admins').select('username').where('username', '=', 'ป\u0E39\u0E48');
    expect(await stored.executeTakeFirst()).toEqual({ username: 'ป\u0E39\u0E48' });
    for (const [username, address] of [
      [outOfOrder, '10.0.1.1'],
      ['ป\u0E39\u0E48', '10.0.1.2'],
    ]) {
      const signedIn = await login({ username, password: `pass-${outOfOrder}`, app_key: 'matchday' }, address);
      expect(signedIn.statusCode, username).toBe(200);
    }
    const otherOrder = await login(
      { username: outOfOrder, password: 'pass-ป\u0E39\u0E48', app_key: 'matchday' },
      '10.0.1.3',
    );
    expect(otherOrder.statusCode).toBe(401);
  });

  it('ends every session of an admin whose password is reset, even a session the server has just cached', async () => {
    const token = await t.signIn();
    expect((await check(token)).statusCode).toBe(200); // now in the session cache
    // as `npm run admin -- reset-password` does: another process, its own connection to the database
    await withOtherConnection(t, (database) =>
      resetPassword(
        database.db,
        TEST_ADMIN.username,
        'another-long-password',
        t.clock.now(),
        { dialect: database.dialect },
        scryptPasswords(FAST_SCRYPT),
      ),
    );
    // PostgreSQL tells the server by NOTIFY, SQLite by a watch on the file (server/db/externalCommits.ts):
    // both arrive a moment after the commit
    expect(await becomesRefused(() => check(token))).toBe(true);
    await resetPassword(
      t.database.db,
      TEST_ADMIN.username,
      TEST_ADMIN.password,
      t.clock.now(),
      { dialect: t.database.dialect },
      scryptPasswords(FAST_SCRYPT),
    );
  });
});

describe.each(databaseKinds)('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, 'throttle', { config: { loginThrottle: { maxFailures: 3, windowMinutes: 15 } } });
  });
  afterAll(() => t.dispose());

  const attempt = (password: string, remoteAddress: string, username = TEST_ADMIN.username) =>
    t.call({ method: 'POST', url: LOGIN, payload: { username, password, app_key: 'matchday' }, remoteAddress });

  it('turns on after too many failures for a username, refusing even the right password, and off after the window', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt(TEST_ADMIN.password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Too many failed sign-ins/);
    t.clock.advance!(16 * MINUTE_MS);
    expect((await attempt(TEST_ADMIN.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('counts failures per client address across usernames', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('wrong', '10.2.0.1', `someone${i}`)).statusCode).toBe(401);
    expect((await attempt(TEST_ADMIN.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await attempt(TEST_ADMIN.password, '10.2.0.2')).statusCode).toBe(200);
  });
});
