/**
 * The world `npm start` seeds, read through the API as an evaluator's first screens read it: the current season
 * first, labelled for the dates it holds, its weeks closed, active and pre-open, fixtures around today, entries
 * and payments; the season before it complete history. Laid out around today, as the server's seed does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay, DEMO_PREVIOUS_SEASON_ID, DEMO_SEASON_ID, generateDemoData, seasonLabelOn } from '../../fixtures';
import { seedDemoData } from '../../server/db/seed';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const today = bangkokDay(Date.now());

describe.each(databaseKinds)('the seeded demo world on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'seed-world');
    await seedDemoData(
      t.database.db,
      generateDemoData({ anchorDate: today, users: 200, payments: 60, entriesPerGameWeek: 30 }),
    );
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = async (url: string) => {
    const response = await t.call({ method: 'GET', url: `/api/admin/v1/${url}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists the current season first, labelled for today, then the season before it, and no other', async () => {
    const { seasons } = await get('season-alls');
    const currentStart = Number(seasonLabelOn(today).slice(0, 4));
    expect(seasons).toEqual([
      { id: DEMO_SEASON_ID, label: seasonLabelOn(today) },
      { id: DEMO_PREVIOUS_SEASON_ID, label: seasonLabelOn(`${currentStart - 1}-12-01`) },
    ]);
  });

  it('has the current season hold past weeks closed, the week of today active and the next ones pre-open', async () => {
    const { gameWeeks } = await get(`game-week/${DEMO_SEASON_ID}`);
    expect(gameWeeks.map((week: { status: string }) => week.status)).toEqual([
      'close',
      'close',
      'close',
      'active',
      'preopen',
      'preopen',
    ]);
    for (const week of gameWeeks) {
      if (week.status === 'close') expect(week.end_date.slice(0, 10) <= today).toBe(true);
      if (week.status === 'preopen') expect(week.start_date.slice(0, 10) > today).toBe(true);
    }
    const active = gameWeeks.find((week: { status: string }) => week.status === 'active');
    expect(active.start_date.slice(0, 10) < today && today < active.end_date.slice(0, 10)).toBe(true);
  });

  it("has today's fixtures to play, scores on the days before, and teams with players", async () => {
    const { teamVs: todays } = await get(`team-vs?date=${today}`);
    expect(todays.length).toBeGreaterThan(0);
    expect(
      todays.every((f: { Score1: number | null; Score2: number | null }) => f.Score1 === null && f.Score2 === null),
    ).toBe(true);
    const played = await t.database.db.selectFrom('team_vs').selectAll().where('date_vs', '<', today).execute();
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((f) => f.score1 !== null && f.score2 !== null)).toBe(true);
    const { teams, players } = await get(`season-season-detail/${DEMO_SEASON_ID}`);
    expect(teams).toHaveLength(20);
    const withPlayers = new Set(players.map((p: { TeamID: number }) => p.TeamID));
    expect(teams.every((team: { ID: number }) => withPlayers.has(team.ID))).toBe(true);
  });

  it('has entrants in the active week and payments waiting and done', async () => {
    const { gameWeeks } = await get(`game-week/${DEMO_SEASON_ID}`);
    const active = gameWeeks.find((week: { status: string }) => week.status === 'active');
    expect((await get(`game-week-player-all-results-n/${active.id}`)).total).toBeGreaterThan(0);
    expect((await get('payment-pending')).total).toBeGreaterThan(0);
    expect((await get('payment-completed')).total).toBeGreaterThan(0);
  });

  it('keeps the previous season as complete history: every week closed, every fixture scored, entries', async () => {
    const { gameWeeks } = await get(`game-week/${DEMO_PREVIOUS_SEASON_ID}`);
    expect(gameWeeks).toHaveLength(6);
    expect(
      gameWeeks.every((week: { status: string; end_date: string }) => week.status === 'close' && week.end_date < today),
    ).toBe(true);
    const { teams, players } = await get(`season-season-detail/${DEMO_PREVIOUS_SEASON_ID}`);
    expect(teams).toHaveLength(20);
    expect(players.length).toBeGreaterThan(400);
    const teamIds = teams.map((team: { ID: number }) => team.ID);
    const fixtures = await t.database.db.selectFrom('team_vs').selectAll().where('team1_id', 'in', teamIds).execute();
    expect(fixtures).toHaveLength(60);
    expect(fixtures.every((f) => f.score1 !== null && f.score2 !== null)).toBe(true);
    for (const week of gameWeeks) {
      expect((await get(`game-week-player-all-results-n/${week.id}`)).total, `week ${week.week}`).toBeGreaterThan(0);
    }
  });
});
