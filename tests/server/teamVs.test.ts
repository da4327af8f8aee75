import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../contract/calendarDate';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { refusedWithoutChange } from './support/refused';

const TEAM_VS = '/api/admin/v1/team-vs';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2023-12-31', '2025-01-01', '0001-01-01'])('accepts the real day %s', (day) => {
    expect(isCalendarDate(day)).toBe(true);
  });
  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '0000-01-01'])(
    'refuses %s, which is no day of the calendar',
    (day) => {
      expect(isCalendarDate(day)).toBe(false);
    },
  );
  it.each(['2024-2-3', '2024/02/03', ' 2024-02-03', '2024-02-03T00:00', 'today', ''])(
    'refuses %j, which is not YYYY-MM-DD',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );
});

describe.each(databaseKinds)('team matchups on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let teamNames: Map<number, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, 'team_vs', { seed: true });
    token = await t.signIn();
    const teams = await t.database.db.selectFrom('teams').select(['id', 'name']).execute();
    teamNames = new Map(teams.map((team) => [team.id, team.name]));
  });
  afterAll(() => t.dispose());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, payload, token });
  const listOn = (date: string) => send('GET', `${TEAM_VS}?date=${encodeURIComponent(date)}`);

  /** Everything a rejected request must leave as it was. */
  const snapshot = async () => ({
    fixtures: await t.database.db.selectFrom('team_vs').selectAll().orderBy('id').execute(),
    audit: await t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
  });

  const expectRefused = refusedWithoutChange(snapshot);

  const create = async (body: Record<string, unknown>) => {
    const response = await send('POST', TEAM_VS, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().fixture as { ID: number; Sort: number; Time: string | null };
  };

  it('creates a fixture and answers it with both team names and no scores yet', async () => {
    const response = await send('POST', TEAM_VS, { date: '2030-06-01', team1: 3, team2: 7, sort: 1, time: '19:30' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      fixture: {
        ID: expect.any(Number),
        DateVs: '2030-06-01',
        Team1ID: 3,
        Team1Name: teamNames.get(3),
        Team2ID: 7,
        Team2Name: teamNames.get(7),
        Score1: null,
        Score2: null,
        Sort: 1,
        Time: '19:30',
      },
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'team_vs')
      .where('target_id', '=', String(response.json().fixture.ID))
      .execute();
    expect(audit).toEqual([{ action: 'teamvs.create' }]);
  });

  it("lists only the chosen day's fixtures, by sort, then time with untimed ones last", async () => {
    const day = '2030-07-15';
    const third = await create({ date: day, team1: 1, team2: 2, sort: 2 });
    const second = await create({ date: day, team1: 3, team2: 4, sort: 1, time: '21:00' });
    const first = await create({ date: day, team1: 5, team2: 6, sort: 1, time: '18:30' });
    const last = await create({ date: day, team1: 7, team2: 8, sort: 5, time: '02:00' });
    await create({ date: '2030-07-16', team1: 9, team2: 10, sort: 0 });
    const response = await listOn(day);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().teamVs.map((fixture: { ID: number }) => fixture.ID);
    expect(ids).toEqual([first.ID, second.ID, third.ID, last.ID]);
    expect(response.json().teamVs.every((fixture: { DateVs: string }) => fixture.DateVs === day)).toBe(true);
  });

  it('lists a day of the seeded schedule with every fixture of that day', async () => {
    const seeded = await t.database.db.selectFrom('team_vs').select('date_vs').orderBy('id').executeTakeFirstOrThrow();
    const expected = await t.database.db
      .selectFrom('team_vs')
      .select('id')
      .where('date_vs', '=', seeded.date_vs)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const response = await listOn(seeded.date_vs);
    expect(response.statusCode).toBe(200);
    expect(response.json().teamVs.map((fixture: { ID: number }) => fixture.ID)).toEqual(expected.map((row) => row.id));
  });

  it('answers an empty list for a day without fixtures', async () => {
    const response = await listOn('2031-12-25');
    expect(response.json()).toEqual({ ok: true, teamVs: [] });
  });

  it.each([
    ['no date', ''],
    ['a blank date', '?date='],
    ['2024-02-30', '?date=2024-02-30'],
    ['2023-02-29', '?date=2023-02-29'],
    ['a date without leading zeros', '?date=2024-2-3'],
    ['a word', '?date=today'],
  ])('refuses to list with %s: 400 naming the date', async (_name, search) => {
    const response = await send('GET', `${TEAM_VS}${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('date')));
  });

  const valid = { date: '2030-08-01', team1: 1, team2: 2, sort: 1, time: '20:00' };
  it.each([
    ['an impossible day', { ...valid, date: '2024-02-30' }, 'date'],
    ['a date of the wrong shape', { ...valid, date: '01/08/2030' }, 'date'],
    ['no date', { ...valid, date: undefined }, 'date'],
    ['a team against itself', { ...valid, team2: 1 }, 'team2'],
    ['an unknown team1', { ...valid, team1: 999999 }, 'team1'],
    ['an unknown team2', { ...valid, team2: 999999 }, 'team2'],
    ['a team id as text that is no whole number', { ...valid, team1: '1x' }, 'team1'],
    ['no team2', { ...valid, team2: undefined }, 'team2'],
    ['a negative sort', { ...valid, sort: -1 }, 'sort'],
    ['a fractional sort', { ...valid, sort: 1.5 }, 'sort'],
    ['a sort as fractional text', { ...valid, sort: '1.5' }, 'sort'],
    ['no sort', { ...valid, sort: undefined }, 'sort'],
    ['an impossible time', { ...valid, time: '25:00' }, 'time'],
    ['a time of the wrong shape', { ...valid, time: '8pm' }, 'time'],
  ])('refuses to create a fixture with %s: 400 naming the field, nothing written', async (_name, body, field) => {
    await expectRefused(() => send('POST', TEAM_VS, body), 400, field);
  });

  it('creates a fixture without a time', async () => {
    const fixture = await create({ date: '2030-08-02', team1: 11, team2: 12, sort: 3 });
    expect(fixture.Time).toBe(null);
  });

  it('saves scores and sort, and answers the fixture as saved', async () => {
    const fixture = await create({ date: '2030-09-01', team1: 13, team2: 14, sort: 2 });
    const response = await send('PUT', `${TEAM_VS}/${fixture.ID}`, { score1: 3, score2: 0, sort: 7 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fixture).toMatchObject({ ID: fixture.ID, Score1: 3, Score2: 0, Sort: 7 });
    const stored = await t.database.db
      .selectFrom('team_vs')
      .selectAll()
      .where('id', '=', fixture.ID)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ score1: 3, score2: 0, sort: 7, date_vs: '2030-09-01' });
  });

  it('keeps 0 as a score and null as no score (neither turns into the other)', async () => {
    const fixture = await create({ date: '2030-09-02', team1: 15, team2: 16, sort: 1 });
    const zero = await send('PUT', `${TEAM_VS}/${fixture.ID}`, { score1: 0, score2: null, sort: 1 });
    expect(zero.json().fixture).toMatchObject({ Score1: 0, Score2: null });
    const cleared = await send('PUT', `${TEAM_VS}/${fixture.ID}`, { score1: null, score2: 99, sort: 1 });
    expect(cleared.json().fixture).toMatchObject({ Score1: null, Score2: 99 });
  });

  it.each([
    ['a score above 99', { score1: 100, score2: 1, sort: 1 }, 'score1'],
    ['a negative score', { score1: 1, score2: -1, sort: 1 }, 'score2'],
    ['a fractional score', { score1: 2.5, score2: 1, sort: 1 }, 'score1'],
    ['a score typed as something else', { score1: 1, score2: '2-1', sort: 1 }, 'score2'],
    ['no score typed where null is not taken: the sort', { score1: 1, score2: 1, sort: '' }, 'sort'],
    ['no score2', { score1: 1, sort: 1 }, 'score2'],
    ['a fractional sort', { score1: 1, score2: 1, sort: 0.5 }, 'sort'],
    ['no sort', { score1: 1, score2: 1 }, 'sort'],
  ])('refuses to save %s: 400 naming the field, nothing written', async (_name, body, field) => {
    const fixture = await create({ date: '2030-09-03', team1: 17, team2: 18, sort: 1 });
    await expectRefused(() => send('PUT', `${TEAM_VS}/${fixture.ID}`, body), 400, field);
  });

  it('answers 404 for saving or deleting an unknown fixture, writing nothing', async () => {
    await expectRefused(() => send('PUT', `${TEAM_VS}/999999`, { score1: 1, score2: 1, sort: 1 }), 404, '999999');
    await expectRefused(() => send('DELETE', `${TEAM_VS}/999999`), 404, '999999');
  });

  it('deletes a fixture, audits it, drops it from its day, and then answers 404 for it', async () => {
    const day = '2030-10-01';
    const kept = await create({ date: day, team1: 19, team2: 20, sort: 1 });
    const doomed = await create({ date: day, team1: 1, team2: 20, sort: 2 });
    const response = await send('DELETE', `${TEAM_VS}/${doomed.ID}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const listed = (await listOn(day)).json().teamVs.map((fixture: { ID: number }) => fixture.ID);
    expect(listed).toEqual([kept.ID]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'team_vs')
      .where('target_id', '=', String(doomed.ID))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['teamvs.create', 'teamvs.delete']);
    await expectRefused(() => send('DELETE', `${TEAM_VS}/${doomed.ID}`), 404, String(doomed.ID));
  });

  it('refuses the fixture routes without a token', async () => {
    expect((await t.call({ method: 'GET', url: `${TEAM_VS}?date=2030-06-01` })).statusCode).toBe(401);
    const before = await snapshot();
    const create = await t.call({ method: 'POST', url: TEAM_VS, payload: valid });
    expect(create.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
