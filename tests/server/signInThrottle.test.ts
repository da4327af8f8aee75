/**
 * The sign-in throttle under concurrency and floods: attempts are reserved in the statement that
 * decides whether they may go on, before any password is checked, so guesses sent at once cannot get more
 * password checks than the limit; refusals say when to come back (Retry-After) and cost no hash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../server/clock';
import { SIGN_IN_QUEUE } from '../../server/domain/signIn';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const LOGIN = '/api/admin/v1/login';
const LIMIT = 10;
const GUESSES = 200;

/** A password was checked for every answer but a refusal: 200 (it matched) or 401 (it did not). */
const checkedPasswords = (statuses: number[]) => statuses.filter((status) => status === 200 || status === 401).length;

describe.each(databaseKinds)('the sign-in throttle under concurrent guesses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, 'sign_in_flood', {
      config: { loginThrottle: { maxFailures: LIMIT, windowMinutes: 15 } },
    });
  });
  afterAll(() => t?.dispose());

  const login = (password: string, remoteAddress: string, payload: Record<string, unknown> = {}) =>
    t.call({
      method: 'POST',
      url: LOGIN,
      payload: { username: TEST_ADMIN.username, password, app_key: t.config.appKey, ...payload },
      remoteAddress,
    });
  /** the right password among wrong ones, all sent at once */
  const guesses = (address: (i: number) => string) =>
    Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        login(i === GUESSES - 1 ? TEST_ADMIN.password : `wrong ${i}`, address(i)),
      ),
    );
  const nextWindow = () => t.clock.advance?.(16 * MINUTE_MS);

  it(`checks at most ${LIMIT} passwords of ${GUESSES} guesses sent at once from one address, and says when to retry`, async () => {
    const responses = await guesses(() => '10.9.0.1');
    const statuses = responses.map((response) => response.statusCode);
    expect(checkedPasswords(statuses)).toBeLessThanOrEqual(LIMIT);
    // every other guess was refused before any hash: 429 (the address is over its limit or already has its
    // places in the queue) or 503 (the queue is full), each with Retry-After
    for (const response of responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 401)) {
      expect([429, 503]).toContain(response.statusCode);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(response.json()).toEqual(errorAnswer(expect.any(String)));
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      GUESSES - LIMIT - SIGN_IN_QUEUE.maxWaiting,
    );
    // the address's window is used up: the right password now gets 429 with the seconds left in the window
    const throttled = await login(TEST_ADMIN.password, '10.9.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    nextWindow();
  });

  it(`checks at most ${LIMIT} passwords for one username when ${GUESSES} guesses come from ${GUESSES} addresses`, async () => {
    const responses = await guesses((i) => `10.8.${Math.floor(i / 250)}.${i % 250}`);
    const statuses = responses.map((response) => response.statusCode);
    expect(checkedPasswords(statuses)).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      GUESSES - LIMIT - SIGN_IN_QUEUE.maxWaiting,
    );
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    nextWindow();
  });

  it('counts every sign-in request of an address whatever its answer: bad bodies too', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const refused = await t.call({
        method: 'POST',
        url: LOGIN,
        headers: { 'content-type': 'application/json' },
        payload: '{"username": [[[',
        remoteAddress: '10.7.0.1',
      });
      expect(refused.statusCode).toBe(400);
    }
    const throttled = await login(TEST_ADMIN.password, '10.7.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    // another address is not affected, and a success gives its attempt back
    for (let i = 0; i < LIMIT + 2; i++) expect((await login(TEST_ADMIN.password, '10.7.0.2')).statusCode).toBe(200);
  });

  it('refuses a sign-in body over a few kilobytes with 413 before reading it', async () => {
    const response = await login(TEST_ADMIN.password, '10.6.0.1', { padding: 'x'.repeat(5_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorAnswer(expect.any(String)));
  });
});
