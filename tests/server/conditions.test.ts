import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const CONDITIONS = '/api/admin/v1/conditions';
const condition = (id: number | string) => `/api/admin/v1/conditions/${id}`;

describe.each(databaseKinds)('conditions on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'conditions', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const send = (method: 'GET' | 'PUT', url: string, payload?: object) => t.call({ method, url, payload, token });
  const snapshot = async () => ({
    conditions: await t.database.db.selectFrom('conditions').selectAll().orderBy('id').execute(),
    audit: await t.database.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

  it("lists every condition with its maximum, answering status 'success'", async () => {
    const response = await send('GET', CONDITIONS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      status: 'success',
      data: [
        { id: 1, type: 'vip', max: 3 },
        { id: 2, type: 'normal', max: 10 },
      ],
    });
  });

  it('saves a new maximum, keeps the type, and records the change', async () => {
    const response = await send('PUT', condition(1), { id: 2, type: 'other', max: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, status: 'success', data: { id: 1, type: 'vip', max: 5 } });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'condition.update')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_type: 'condition', target_id: '1' });
    expect(JSON.parse(audit.before_json ?? '{}').max).toBe(3);
    expect(JSON.parse(audit.after_json ?? '{}').max).toBe(5);
  });

  it('refuses a maximum that is not a whole number >= 0 with 400 naming max, and changes nothing', async () => {
    // digits as typed are a whole number (contract/typedNumbers.ts): '3' is taken, '2.5' and '-1' are not
    for (const payload of [{ max: -1 }, { max: 2.5 }, { max: '2.5' }, { max: '-1' }, { max: '' }, { max: null }, {}]) {
      const before = await snapshot();
      const response = await send('PUT', condition(2), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(errorAnswer(expect.stringContaining('max')));
      expect(await snapshot()).toEqual(before);
    }
  });

  it('answers 404 for an unknown condition', async () => {
    const response = await send('PUT', condition(999), { max: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('999')));
  });

  it('refuses both routes without a token', async () => {
    expect((await t.call({ method: 'GET', url: CONDITIONS })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: condition(1), payload: { max: 1 } })).statusCode).toBe(401);
  });
});
