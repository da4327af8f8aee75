import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

describe.each(databaseKinds)('account calls outside /admin/v1 on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'account', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = (url: string, withToken = true) => t.call({ method: 'GET', url, token: withToken ? token : null });

  it('user-info answers state true and the signed-in admin, with the name shown and the role', async () => {
    const admin = await t.database.db
      .selectFrom('admins')
      .select(['id', 'username', 'display_name', 'role'])
      .where('username', '=', TEST_ADMIN.username)
      .executeTakeFirstOrThrow();
    const response = await get('/api/user-info');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, state: true, data: admin });
  });

  it("user-balance answers status 'ok' with the admin's username and a zero balance (admins have no wallet)", async () => {
    const response = await get('/api/user/m/user-balance');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, status: 'ok', data: { balance: 0, username: TEST_ADMIN.username } });
  });

  it('premier-league seasons answers the seasons table, newest first', async () => {
    const response = await get('/api/premier-league/v1/seasons');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      seasons: [
        { id: 578, label: '2023/24' },
        { id: 577, label: '2022/23' },
      ],
    });
  });

  it('all three refuse a request without a token', async () => {
    for (const url of ['/api/user-info', '/api/user/m/user-balance', '/api/premier-league/v1/seasons']) {
      expect((await get(url, false)).statusCode, url).toBe(401);
    }
  });
});
