/**
 * A sign-in flood against the real server over loopback, with production password hashing:
 * 200 guesses at once from one address, the right password among them, while an operator signs in from
 * another address and a signed-in client keeps reading. Then 1 MB-class bodies of nested brackets.
 * Records test-results/sign-in-flood.json for bench/RELIABILITY.md (scripts/reliability-report.ts):
 * passwords checked of the guesses (at most the limit), the operator's sign-in time during the flood (target
 * 2 s), the reads' median (target 10 ms), the cost of refusing a nested body, and every 500 seen.
 * Loopback only, bounded: each client address is a different 127.0.0.x.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/domain/admins';
import { scryptPasswords } from '../../server/domain/passwords';
import { createTestApp, type TestApp } from '../server/support/app';
import { databaseKinds } from '../server/support/database';
import { type SignInFloodRecord, writeResult } from './support/results';

const LIMIT = 10;
const GUESSES = 200;
const NESTED_BODIES = 10;
const VICTIM = { username: 'victim', password: 'the victim password' };
const OPERATOR = { username: 'operator', password: 'the operator password' };
const ATTACKER = '127.0.0.2';

interface Answer {
  status: number;
  ms: number;
  body: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
};
const round = (ms: number) => Math.round(ms * 10) / 10;

const results: Record<string, SignInFloodRecord> = {};

describe.each(databaseKinds)('a sign-in flood over loopback on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const agent = new http.Agent({ keepAlive: false });

  beforeAll(async () => {
    t = await createTestApp(kind, 'flood', {
      seed: true,
      config: { loginThrottle: { maxFailures: LIMIT, windowMinutes: 15 } },
    });
    // production parameters (OWASP scrypt): each check costs what it costs in service
    await createAdmin(t.database.db, VICTIM.username, VICTIM.password, t.clock.now(), scryptPasswords());
    // a game admin may write the reward the nested bodies are sent to, so they reach the body parser
    await createAdmin(t.database.db, OPERATOR.username, OPERATOR.password, t.clock.now(), scryptPasswords(), 'game');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await t?.dispose();
  });

  const send = (method: string, path: string, from: string, body?: string, token?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          localAddress: from,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: text }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const signIn = (from: string, who: { username: string; password: string }) =>
    send('POST', '/api/admin/v1/login', from, JSON.stringify({ ...who, app_key: t.config.appKey }));

  it(`checks at most ${LIMIT} of ${GUESSES} concurrent guesses, while others sign in and read`, async () => {
    const reader = await signIn('127.0.0.4', OPERATOR);
    expect(reader.status).toBe(200);
    const token = JSON.parse(reader.body).tokenString as string;

    let flooding = true;
    const reads: Answer[] = [];
    const readLoop = (async () => {
      while (flooding) {
        reads.push(await send('GET', '/api/admin/v1/teams', '127.0.0.4', undefined, token));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const flood = Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        signIn(ATTACKER, i === GUESSES - 1 ? VICTIM : { ...VICTIM, password: `guess ${i}` }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const legitimate = await signIn('127.0.0.3', OPERATOR);
    const guesses = await flood;
    flooding = false;
    await readLoop;

    const statuses = guesses.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 200 || status === 401).length;
    const all = [...guesses, ...reads, legitimate];
    results[kind] = {
      ...results[kind],
      limit: LIMIT,
      guesses: GUESSES,
      passwordsChecked: checked,
      guessesRefused: statuses.filter((status) => status === 429 || status === 503).length,
      rightPasswordAccepted: guesses[GUESSES - 1].status === 200,
      legitimateSignInMs: round(legitimate.ms),
      legitimateSignInStatus: legitimate.status,
      readsDuringFlood: reads.length,
      readP50Ms: round(median(reads.map((read) => read.ms))),
      serverErrors: all.filter((answer) => answer.status >= 500 && answer.status !== 503).length,
    };
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(legitimate.status).toBe(200);
    expect(results[kind].serverErrors).toBe(0);
    expect(reads.every((read) => read.status === 200)).toBe(true);
  }, 120_000);

  it('refuses bodies of nested brackets in milliseconds, not half a second each', async () => {
    const token = JSON.parse((await signIn('127.0.0.5', OPERATOR)).body).tokenString as string;
    const nested = '['.repeat(500_000);
    const answers: Answer[] = [];
    for (let i = 0; i < NESTED_BODIES; i++)
      answers.push(await send('PUT', '/api/admin/v1/rewards/1', '127.0.0.5', nested, token));
    const record = results[kind];
    record.nestedBodyBytes = nested.length;
    record.nestedRefusalMedianMs = round(median(answers.map((answer) => answer.ms)));
    record.nestedRefusalStatus = answers[0].status;
    record.serverErrors += answers.filter((answer) => answer.status >= 500).length;
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    writeResult('sign-in-flood', results);
  });
});
