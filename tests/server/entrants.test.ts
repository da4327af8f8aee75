import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const NORMAL = (gameWeekId: number) => `/api/admin/v1/game-week-player-all-results-n/${gameWeekId}`;
const VIP = (gameWeekId: number) => `/api/admin/v1/game-week-player-all-results-vip/${gameWeekId}`;

describe.each(databaseKinds)('game-week entrants on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'entrants', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = (url: string) => t.call({ method: 'GET', url, token });

  /** The expected ranking, computed apart from the handler: points down, then earliest submission. */
  const ranking = async (gameWeekId: number, isVip: 0 | 1) => {
    const entries = await t.database.db
      .selectFrom('game_week_entries')
      .selectAll()
      .where('game_week_id', '=', gameWeekId)
      .where('is_vip', '=', isVip)
      .execute();
    return entries.sort(
      (a, b) =>
        b.total_point - a.total_point ||
        (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0) ||
        a.id - b.id,
    );
  };

  it('lists normal entrants by points, then submission time, 50 a page from page 1 by default', async () => {
    const expected = await ranking(1, 0);
    expect(expected.length).toBeGreaterThan(0);
    const response = await get(NORMAL(1));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ ok: true, page: 1, limit: 50, total: expected.length });
    expect(answer.data.map((e: { id: number }) => e.id)).toEqual(expected.slice(0, 50).map((e) => e.id));
  });

  it("answers each entrant with the user's contact and bank columns", async () => {
    const [top] = await ranking(1, 0);
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', top.user_id)
      .executeTakeFirstOrThrow();
    const [first] = (await get(NORMAL(1))).json().data;
    expect(first).toEqual({
      id: top.id,
      user_id: top.user_id,
      name: top.name,
      total_point: top.total_point,
      total_price: top.total_price,
      username: user.username,
      phone: user.phone,
      bank_account: user.bank_account,
      bank_type: user.bank_type,
      created_at: top.created_at,
    });
  });

  it('lists only VIP entrants on the VIP list, and only the others on the normal one', async () => {
    const vip = await ranking(1, 1);
    const answer = (await get(VIP(1))).json();
    expect(answer.total).toBe(vip.length);
    expect(answer.data.map((e: { id: number }) => e.id)).toEqual(vip.map((e) => e.id));
    const normalIds = new Set((await get(`${NORMAL(1)}?limit=100`)).json().data.map((e: { id: number }) => e.id));
    expect(vip.some((entry) => normalIds.has(entry.id))).toBe(false);
  });

  it('pages with page and limit, without overlap', async () => {
    const expected = await ranking(2, 0);
    const pages = await Promise.all([1, 2, 3].map((page) => get(`${NORMAL(2)}?page=${page}&limit=10`)));
    const ids = pages.flatMap((response) => response.json().data.map((e: { id: number }) => e.id));
    expect(ids).toEqual(expected.slice(0, 30).map((e) => e.id));
    expect(pages[1].json()).toMatchObject({ page: 2, limit: 10, total: expected.length });
  });

  it('answers 404 for an unknown game week and 400 for a bad page or limit', async () => {
    const unknown = await get(NORMAL(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('999999');
    expect((await get(VIP(999_999))).statusCode).toBe(404);
    expect((await get(`${NORMAL(1)}?limit=101`)).statusCode).toBe(400);
    expect((await get(`${NORMAL(1)}?page=0`)).statusCode).toBe(400);
  });

  it('answers an empty page for a game week without entrants', async () => {
    const { id } = await t.database.db
      .insertInto('game_weeks')
      .values({
        season_id: 577,
        week: 901,
        week_name: 'Week 901',
        status: 'preopen',
        start_date: '2024-08-16 19:00',
        end_date: '2024-08-19 23:00',
        reward: 0,
        reward2: 0,
        image_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(NORMAL(id))).json()).toEqual({ ok: true, data: [], page: 1, limit: 50, total: 0 });
  });
});
