import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_SLOTS } from '../../contract';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const REWARDS = '/api/admin/v1/rewards';
const reward = (id: number | string) => `/api/admin/v1/rewards/${id}`;

const texts = (prefix: string) => Object.fromEntries(REWARD_SLOTS.map((slot, i) => [slot, `${prefix} ${i + 1}`]));

describe.each(databaseKinds)('rewards on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'rewards', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const send = (method: 'GET' | 'PUT', url: string, payload?: object) => t.call({ method, url, payload, token });
  const snapshot = async () => ({
    rewards: await t.database.db.selectFrom('rewards').selectAll().orderBy('id').execute(),
    audit: await t.database.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

  it("lists every reward type with its ten texts, answering status 'success'", async () => {
    const response = await send('GET', REWARDS);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ ok: true, status: 'success' });
    expect(answer.data.map((row: { type: string }) => row.type)).toEqual(['vip', 'normal']);
    expect(answer.data[0]).toEqual(
      await t.database.db.selectFrom('rewards').selectAll().where('id', '=', 1).executeTakeFirst(),
    );
    for (const slot of REWARD_SLOTS) expect(answer.data[0][slot]).toEqual(expect.any(String));
  });

  it('saves the ten texts of one type, keeps its type, and records the change', async () => {
    const response = await send('PUT', reward(2), { ...texts('Prize'), reward10: '', type: 'renamed', id: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      status: 'success',
      data: { id: 2, type: 'normal', ...texts('Prize'), reward10: '' },
    });
    const vip = await t.database.db.selectFrom('rewards').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(vip.reward1).not.toBe('Prize 1');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reward.update')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_type: 'reward', target_id: '2', admin_username: 'admin' });
    expect(JSON.parse(audit.after_json ?? '{}').reward1).toBe('Prize 1');
  });

  it('refuses a missing, non-text or too long slot with 400 naming it, and changes nothing', async () => {
    const { reward7: _, ...withoutSeven } = texts('x');
    const cases: [object, string][] = [
      [withoutSeven, 'reward7'],
      [{ ...texts('x'), reward3: 3 }, 'reward3'],
      [{ ...texts('x'), reward10: 'y'.repeat(501) }, 'reward10'],
    ];
    for (const [payload, field] of cases) {
      const before = await snapshot();
      const response = await send('PUT', reward(1), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer(expect.stringContaining(field)));
      expect(await snapshot()).toEqual(before);
    }
  });

  it('answers 404 for an unknown reward', async () => {
    const response = await send('PUT', reward(999), texts('x'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('999')));
  });

  it('refuses both routes without a token', async () => {
    expect((await t.call({ method: 'GET', url: REWARDS })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: reward(1), payload: texts('x') })).statusCode).toBe(401);
  });
});
