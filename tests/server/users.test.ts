import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const USERS = '/api/admin/v1/get-all-user';
const ids = (answer: { data: { id: number }[] }) => answer.data.map((user) => user.id);

describe.each(databaseKinds)('members (get-all-user) on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'users', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = async (query = '') => {
    const response = await t.call({ method: 'GET', url: `${USERS}${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const allUsers = () => t.database.db.selectFrom('users').selectAll().orderBy('id').execute();

  it('answers every user, by id, when called without page or limit (the spec call)', async () => {
    const users = await allUsers();
    const answer = await get();
    expect(answer).toMatchObject({ ok: true, page: 1, total: users.length, limit: users.length });
    expect(answer.data).toEqual(
      users.map(({ id, name, username, phone, bank_account, bank_type }) => ({
        id,
        name,
        username,
        phone,
        bank_account,
        bank_type,
      })),
    );
  });

  it('answers one page with page and limit (50 by default when only page is given)', async () => {
    const users = await allUsers();
    const second = await get('?page=2&limit=25');
    expect(second).toMatchObject({ page: 2, limit: 25, total: users.length });
    expect(ids(second)).toEqual(users.slice(25, 50).map((user) => user.id));
    const pageOnly = await get('?page=1');
    expect(pageOnly.limit).toBe(50);
    expect(ids(pageOnly)).toEqual(users.slice(0, 50).map((user) => user.id));
  });

  it('searches name, username and phone (containing, any case) and the id (exactly)', async () => {
    const users = await allUsers();
    const someone = users[17];
    const byName = await get(`?q=${encodeURIComponent(someone.name.split(' ')[1])}&limit=100`);
    expect(ids(byName)).toContain(someone.id);
    expect(byName.data.every((u: { name: string }) => u.name.includes(someone.name.split(' ')[1]))).toBe(true);

    const byUsername = await get(`?q=${someone.username.toUpperCase()}&limit=100`);
    expect(ids(byUsername)).toEqual([someone.id]);

    const byPhone = await get(`?q=${someone.phone}&page=1`);
    expect(ids(byPhone)).toEqual([someone.id]);
    expect(byPhone.total).toBe(1);

    const byId = await get(`?q=${someone.id}&limit=100`);
    expect(ids(byId)).toContain(someone.id);
    const expected = users.filter(
      (u) =>
        u.id === someone.id ||
        [u.name, u.username, u.phone].some((text) => text.toLowerCase().includes(String(someone.id))),
    );
    expect(ids(byId)).toEqual(expected.map((u) => u.id));
  });

  it('takes % and _ in the search literally', async () => {
    expect((await get('?q=%25')).data).toEqual([]);
    expect((await get('?q=_')).data).toEqual([]);
  });

  it('sorts by name, username or id, either way', async () => {
    const users = await allUsers();
    const byUsernameDesc = await get('?sort=username&order=DESC&limit=100');
    const expected = users
      .slice()
      .sort((a, b) => (a.username < b.username ? 1 : a.username > b.username ? -1 : 0))
      .slice(0, 100);
    expect(ids(byUsernameDesc)).toEqual(expected.map((u) => u.id));
    const byIdDesc = await get('?sort=id&order=DESC&page=1&limit=5');
    expect(ids(byIdDesc)).toEqual(
      users
        .slice(-5)
        .reverse()
        .map((u) => u.id),
    );
  });

  it('refuses an unknown sort field, a limit above 100 and a page below 1 with 400', async () => {
    for (const query of ['?sort=phone', '?limit=101', '?page=0', '?order=UP']) {
      const response = await t.call({ method: 'GET', url: `${USERS}${query}`, token });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
