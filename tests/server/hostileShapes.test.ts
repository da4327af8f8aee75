/**
 * Shapes of hostile input the generated cases of hostileInput.test.ts missed, pinned as examples
 * on both databases: deeply nested and duplicate-key JSON bodies, non-canonical and out-of-range ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../contract/jsonBodyText';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

describe.each(databaseKinds)('hostile shapes on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'hostile_shapes', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t?.dispose());

  const json = (method: 'POST' | 'PUT', url: string, payload: string, remoteAddress?: string) =>
    t.call({ method, url, token, headers: { 'content-type': 'application/json' }, payload, remoteAddress });

  // what a refusal costs is measured where time is steady: the check's own test (tests/unit/jsonBodyText.test.ts)
  // and the flood over loopback (tests/reliability/signInFlood.test.ts, bench/RELIABILITY.md)
  it('refuses a sign-in of nested brackets with 400, and 500,000 of them with 413 past its size', async () => {
    const nested = `{"username":${'['.repeat(2_000)}`;
    const response = await json('POST', '/api/admin/v1/login', nested, '10.5.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('nested too deeply')));
    const huge = await json('POST', '/api/admin/v1/login', '['.repeat(500_000), '10.5.0.2');
    expect(huge.statusCode).toBe(413);
  });

  it(`refuses any JSON body nested deeper than ${MAX_JSON_DEPTH} levels before parsing it, on every route`, async () => {
    const response = await json('PUT', '/api/admin/v1/rewards/1', '['.repeat(500_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('nested too deeply');
  });

  it('refuses a body naming a key twice: a duplicate status cannot confirm a payment', async () => {
    const payment = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await json(
      'PUT',
      `/api/admin/v1/payment/${payment.id}`,
      '{"status":"cancelled","status":"completed"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer('The request body names "status" twice'));
    const after = await t.database.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('pending');
  });

  it('accepts only plain digits for ids in a path or query: 0x1, 00001, " 1" and "1 " are 400, not id 1', async () => {
    const team = await t.database.db
      .selectFrom('teams')
      .select(['id', 'is_close'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    for (const id of ['0x1', '00001', '%201', '1%20', '1e0', '+1', '1.0']) {
      const response = await json(
        'PUT',
        `/api/admin/v1/team/${id}/is_close`,
        JSON.stringify({ is_close: 1 - team.is_close }),
      );
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual(errorAnswer(expect.stringMatching(/^Invalid id: /)));
    }
    const after = await t.database.db
      .selectFrom('teams')
      .select('is_close')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after.is_close).toBe(team.is_close);
    for (const query of ['page=01', 'page=0x2', 'limit=%2020']) {
      const response = await t.call({ method: 'GET', url: `/api/admin/v1/audit-log?${query}`, token });
      expect(response.statusCode, query).toBe(400);
    }
    // canonical digits still work
    expect((await t.call({ method: 'GET', url: '/api/admin/v1/season-season-detail/1', token })).statusCode).not.toBe(
      400,
    );
  });

  it('refuses ids beyond what an integer column holds with the same 400 on both databases', async () => {
    for (const id of ['2147483648', '4294967296', '9007199254740991', '99999999999999999999']) {
      const byUser = await t.call({ method: 'GET', url: `/api/admin/v1/see-ticket-user/${id}/-`, token });
      expect(byUser.statusCode, id).toBe(400);
      expect(byUser.json().error, id).toMatch(/^Invalid userId: /);
      const byTeam = await t.call({ method: 'GET', url: `/api/admin/v1/season-season-detail/${id}`, token });
      expect(byTeam.statusCode, id).toBe(400);
      const inBody = await json('POST', '/api/admin/v1/generate-all-ticket-for-player', `{"user_id":${id}}`);
      expect(inBody.statusCode, id).toBe(400);
    }
    // the largest id that fits is looked up, and simply not found
    const largest = await t.call({ method: 'GET', url: '/api/admin/v1/see-ticket-user/2147483647/-', token });
    expect(largest.statusCode).toBe(404);
  });

  it('refuses names that show nothing: only zero-width, joiner or filler characters', async () => {
    for (const name of ['\u200b\u200b', '\u200d\ufeff', '\u3164', ' \u2060 ']) {
      const response = await json(
        'POST',
        '/api/admin/v1/login',
        JSON.stringify({ username: name, password: TEST_ADMIN.password, app_key: 'matchday' }),
        '10.5.1.1',
      );
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().error).toMatch(/^Invalid username: /);
    }
  });
});
