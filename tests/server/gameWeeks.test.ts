import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBangkokDateTime, POINT_FIELDS } from '../../contract';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { createEmptySeason } from './support/emptySeason';
import { refusedWithoutChange } from './support/refused';

const list = (seasonId: number | string) => `/api/admin/v1/game-week/${seasonId}`;
const reward = (id: number | string) => `/api/admin/v1/game-week/${id}/reward`;
const CREATE = '/api/admin/v1/create-game-week';

const newWeek = (overrides: Record<string, unknown> = {}) => ({
  season_id: 578,
  week: 7,
  status: 'active',
  start_date: '2024-05-25 12:00',
  end_date: '2024-06-01 12:00',
  week_name: 'สัปดาห์ที่ 7',
  ...overrides,
});

describe('wall-clock game-week dates', () => {
  it('accept real minutes only', () => {
    for (const text of ['2024-02-29 00:00', '2023-12-31 23:59', '2000-02-29 12:30']) {
      expect(isBangkokDateTime(text), text).toBe(true);
    }
    for (const text of [
      '2023-02-29 10:00',
      '1900-02-29 10:00',
      '2024-04-31 10:00',
      '2024-13-01 10:00',
      '2024-00-10 10:00',
      '2024-01-00 10:00',
      '2024-01-10 24:00',
      '2024-01-10 10:60',
      '0000-01-01 00:00',
      '2024-01-10T10:00',
      '2024-1-10 10:00',
    ]) {
      expect(isBangkokDateTime(text), text).toBe(false);
    }
  });
});

describe.each(databaseKinds)('game weeks on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'game_weeks', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const send = (method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url, payload, token });
  const db = () => t.database.db;
  const snapshot = async () => ({
    weeks: await db().selectFrom('game_weeks').selectAll().orderBy('id').execute(),
    rows: await db()
      .selectFrom('game_week_players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute(),
    audit: await db().selectFrom('audit_log').select('id').orderBy('id').execute(),
  });
  const expectRefused = refusedWithoutChange(snapshot);

  describe('the list', () => {
    it("answers a season's game weeks by week number, with their rewards", async () => {
      const response = await send('GET', list(578));
      expect(response.statusCode).toBe(200);
      const { gameWeeks } = response.json();
      const stored = await db()
        .selectFrom('game_weeks')
        .selectAll()
        .where('season_id', '=', 578)
        .orderBy('week')
        .execute();
      expect(gameWeeks).toEqual(stored.map((row) => ({ ...row, reward: Number(row.reward) })));
      expect(gameWeeks.map((week: { week: number }) => week.week)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(gameWeeks[0]).toMatchObject({ status: 'close', reward2: 20, image_url: null });
    });

    it('answers an empty list for a season without game weeks, 404 for an unknown season', async () => {
      const empty = await createEmptySeason(t.database.db);
      expect((await send('GET', list(empty.id))).json()).toEqual({ ok: true, gameWeeks: [] });
      await expectRefused(() => send('GET', list(9999)), 404, '9999');
      await expectRefused(() => send('GET', list('x')), 400, 'seasonId');
    });
  });

  describe('the reward', () => {
    it('saves the VIP prize as reward and the free tickets (reward_n) as reward2, and records it', async () => {
      const response = await send('POST', reward(2), { reward: 12345.675, reward_n: 7 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().gameWeek).toMatchObject({ id: 2, reward: 12345.68, reward2: 7 });
      const stored = await db().selectFrom('game_weeks').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
      expect([Number(stored.reward), stored.reward2]).toEqual([12345.68, 7]);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'gameweek.reward')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ target_type: 'game_week', target_id: '2' });
      expect(JSON.parse(audit.before_json ?? '{}')).toEqual({ reward: 10000, reward2: 20 });
      expect(JSON.parse(audit.after_json ?? '{}')).toEqual({ reward: 12345.68, reward2: 7 });
    });

    it('refuses a negative prize or a fractional ticket count with 400 naming it, and changes nothing', async () => {
      await expectRefused(() => send('POST', reward(3), { reward: -1, reward_n: 1 }), 400, 'reward');
      await expectRefused(() => send('POST', reward(3), { reward: 100, reward_n: 1.5 }), 400, 'reward_n');
      await expectRefused(() => send('POST', reward(3), { reward: '100', reward_n: 1 }), 400, 'reward');
      await expectRefused(() => send('POST', reward(3), { reward: 100 }), 400, 'reward_n');
    });

    it('answers 404 for an unknown game week', async () => {
      await expectRefused(() => send('POST', reward(9999), { reward: 1, reward_n: 1 }), 404, '9999');
    });
  });

  describe('creating', () => {
    it('creates a game week with no reward yet, and a zero points row for every player of the season', async () => {
      const response = await send('POST', CREATE, newWeek());
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json().gameWeek;
      expect(created).toEqual({
        id: expect.any(Number),
        ...newWeek(),
        reward: 0,
        reward2: 0,
        image_url: null,
      });
      const players = await db()
        .selectFrom('players')
        .select('id')
        .where('season_id', '=', 578)
        .orderBy('id')
        .execute();
      const rows = await db()
        .selectFrom('game_week_players')
        .selectAll()
        .where('game_week_id', '=', created.id)
        .orderBy('player_id')
        .execute();
      expect(rows.map((row) => row.player_id)).toEqual(players.map((player) => player.id));
      for (const row of rows) {
        expect(row.team_vs).toBe('');
        for (const field of POINT_FIELDS) expect(row[field]).toBe(0);
      }
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'gameweek.create')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ target_type: 'game_week', target_id: String(created.id), admin_username: 'admin' });
      expect((await send('GET', list(578))).json().gameWeeks.at(-1).id).toBe(created.id);
    });

    it('creates the first game week of an empty season, and accepts every status', async () => {
      const empty = await createEmptySeason(t.database.db);
      for (const [week, status] of [
        [1, 'preopen'],
        [2, 'close'],
      ] as const) {
        const response = await send('POST', CREATE, newWeek({ season_id: empty.id, week, status }));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().gameWeek).toMatchObject({ season_id: empty.id, week, status });
      }
    });

    it('refuses a week number already used in the season with 409, and writes nothing', async () => {
      await expectRefused(() => send('POST', CREATE, newWeek({ week: 4 })), 409, 'already exists');
    });

    it('refuses dates that are not real calendar minutes with 400 naming the field', async () => {
      await expectRefused(
        () => send('POST', CREATE, newWeek({ week: 8, start_date: '2023-02-29 12:00' })),
        400,
        'start_date',
      );
      await expectRefused(
        () => send('POST', CREATE, newWeek({ week: 8, end_date: '2024-06-31 12:00' })),
        400,
        'end_date',
      );
      await expectRefused(
        () => send('POST', CREATE, newWeek({ week: 8, start_date: '2024-05-25 24:00' })),
        400,
        'start_date',
      );
      await expectRefused(
        () => send('POST', CREATE, newWeek({ week: 8, end_date: '2024-06-01T12:00' })),
        400,
        'end_date',
      );
      await expectRefused(
        () => send('POST', CREATE, newWeek({ week: 8, start_date: '25/05/2024 12:00' })),
        400,
        'start_date',
      );
    });

    it('refuses an end that is not after the start with 400 naming end_date', async () => {
      const start = '2024-05-25 12:00';
      await expectRefused(() => send('POST', CREATE, newWeek({ week: 8, end_date: start })), 400, 'end_date');
      await expectRefused(
        () => send('POST', CREATE, newWeek({ week: 8, end_date: '2024-05-25 11:59' })),
        400,
        'end_date',
      );
    });

    it('refuses other bad fields with 400 naming them', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [newWeek({ week: 8, status: 'open' }), 'status'],
        [newWeek({ week: 0 }), 'week'],
        [newWeek({ week: 8.5 }), 'week'],
        [newWeek({ week: '8.0' }), 'week'],
        [newWeek({ week: '' }), 'week'],
        [newWeek({ week: 8, week_name: 'Week\u001b[1m 8' }), 'week_name'],
        [newWeek({ week: 8, week_name: '  ' }), 'week_name'],
        [newWeek({ week: 8, season_id: undefined }), 'season_id'],
      ];
      for (const [payload, field] of cases) await expectRefused(() => send('POST', CREATE, payload), 400, field);
    });

    it('answers 404 naming season_id for an unknown season', async () => {
      await expectRefused(() => send('POST', CREATE, newWeek({ season_id: 9999, week: 8 })), 404, 'season_id');
    });
  });

  it('refuses every game-week route without a token', async () => {
    expect((await t.call({ method: 'GET', url: list(578) })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: reward(1), payload: { reward: 1, reward_n: 1 } })).statusCode).toBe(
      401,
    );
    expect((await t.call({ method: 'POST', url: CREATE, payload: newWeek({ week: 9 }) })).statusCode).toBe(401);
  });
});
