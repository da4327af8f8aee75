import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_FIELDS, POSITIONS } from '../../contract';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const API = '/api/admin/v1';
const SEASON = 578;

/** A full valid body for PUT game-week-player/:id. */
const points = (overrides: Record<string, unknown> = {}) => ({
  play_point: 2,
  goal_point: 6,
  assist_point: 3,
  clean_sheet: 4,
  free_kick_point: 5,
  card_point: -1,
  self_goal_point: -2,
  lose_goal_point: -1,
  ...overrides,
});

describe.each(databaseKinds)('game-week detail and points on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'game_week_detail', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = (id: number | string) => t.call({ method: 'GET', url: `${API}/game-week-detail/${id}`, token });
  const putPoints = (id: number, payload: unknown) =>
    t.call({ method: 'PUT', url: `${API}/game-week-player/${id}`, token, payload: payload as object });
  const postTeamVs = (payload: unknown) =>
    t.call({ method: 'POST', url: `${API}/player-game-week-team-vs`, token, payload: payload as object });
  const pointsRow = (id: number) =>
    t.database.db.selectFrom('game_week_players').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditCount = async (action: string) =>
    (await t.database.db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length;

  describe('GET game-week-detail/:id', () => {
    it("answers the game week, its season's teams and every player row with both ids", async () => {
      const response = await get(1);
      expect(response.statusCode).toBe(200);
      const { ok, gameWeek, teams, players } = response.json();
      expect(ok).toBe(true);
      expect(gameWeek).toMatchObject({ id: 1, season_id: SEASON, week: 1 });
      const seasonTeams = await t.database.db
        .selectFrom('teams')
        .select('id')
        .where('season_id', '=', SEASON)
        .execute();
      expect(teams).toHaveLength(seasonTeams.length);
      expect(teams[0]).toEqual({
        ID: expect.any(Number),
        Name: expect.any(String),
        TeamID: expect.any(Number),
        AltIdsOpta: expect.any(String),
      });
      const rows = await t.database.db
        .selectFrom('game_week_players')
        .selectAll()
        .where('game_week_id', '=', 1)
        .execute();
      expect(players).toHaveLength(rows.length);
      const rowById = new Map(rows.map((row) => [row.id, row]));
      for (const player of players) {
        const row = rowById.get(player.id);
        expect(row, `row ${player.id}`).toBeDefined();
        expect(player.player_id).toBe(row?.player_id);
        expect(player.game_week_id).toBe(1);
        for (const field of POINT_FIELDS) expect(player[field]).toBe(row?.[field]);
        expect(player.team_vs).toBe(row?.team_vs);
      }
    });

    it('orders the players G, D, M, F', async () => {
      const { players } = (await get(1)).json();
      const ranks = players.map((p: { position: (typeof POSITIONS)[number] }) => POSITIONS.indexOf(p.position));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(players.map((p: { position: string }) => p.position))).toEqual(new Set(POSITIONS));
    });

    it('lists a zero row, with its id, for every season player of a newly created game week', async () => {
      const created = await t.call({
        method: 'POST',
        url: `${API}/create-game-week`,
        token,
        payload: {
          season_id: SEASON,
          week: 40,
          status: 'preopen',
          start_date: '2026-03-01 12:00',
          end_date: '2026-03-08 12:00',
          week_name: 'new week',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { players } = (await get(created.json().gameWeek.id)).json();
      const seasonPlayers = await t.database.db
        .selectFrom('players')
        .select('id')
        .where('season_id', '=', SEASON)
        .execute();
      expect(players).toHaveLength(seasonPlayers.length);
      for (const player of players) {
        expect(player.id).toBeGreaterThan(0);
        for (const field of POINT_FIELDS) expect(player[field]).toBe(0);
      }
    });

    it('answers 404 for an unknown game week and 400 for an id that is not a number', async () => {
      const unknown = await get(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorAnswer(expect.stringContaining('999999')));
      expect((await get('abc')).statusCode).toBe(400);
    });
  });

  describe('POST player-game-week-team-vs', () => {
    const teamRows = (gameWeekId: number, teamId: number) =>
      t.database.db
        .selectFrom('game_week_players as gwp')
        .innerJoin('players as p', 'p.id', 'gwp.player_id')
        .select(['gwp.id', 'gwp.team_vs', 'p.team_id'])
        .where('gwp.game_week_id', '=', gameWeekId)
        .where('p.team_id', '=', teamId)
        .execute();

    it("sets the text on that team's rows of that game week only", async () => {
      const otherTeamBefore = await teamRows(2, 2);
      const otherWeekBefore = await teamRows(3, 2);
      const response = await postTeamVs({ game_week_id: 2, team_id: 2, team_vs: 'ARS vs CHE (ย้ายสนาม)' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const rows = await teamRows(2, 2);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.team_vs === 'ARS vs CHE (ย้ายสนาม)')).toBe(true);
      expect(await teamRows(3, 2)).toEqual(otherWeekBefore);
      expect(otherTeamBefore.length).toBe(rows.length);
      const otherTeam = await teamRows(2, 3);
      expect(otherTeam.every((row) => row.team_vs !== 'ARS vs CHE (ย้ายสนาม)')).toBe(true);
    });

    it('records who set which text in the audit log', async () => {
      const before = await auditCount('gameweek.teamvs');
      await postTeamVs({ game_week_id: 3, team_id: 5, team_vs: 'BOU vs FUL' });
      const rows = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'gameweek.teamvs')
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(before + 1);
      const audit = rows[rows.length - 1];
      expect(audit).toMatchObject({ admin_username: 'admin', target_type: 'game_week', target_id: '3' });
      expect(JSON.parse(audit.after_json ?? '{}')).toEqual({
        team_id: 5,
        team_vs: 'BOU vs FUL',
        rows_updated: (await teamRows(3, 5)).length,
      });
    });

    it('clears the text with an empty string', async () => {
      expect((await postTeamVs({ game_week_id: 2, team_id: 4, team_vs: '' })).statusCode).toBe(200);
      expect((await teamRows(2, 4)).every((row) => row.team_vs === '')).toBe(true);
    });

    it('answers 404 for an unknown game week or team', async () => {
      const week = await postTeamVs({ game_week_id: 999_999, team_id: 1, team_vs: 'x' });
      expect(week.statusCode).toBe(404);
      const team = await postTeamVs({ game_week_id: 1, team_id: 999_999, team_vs: 'x' });
      expect(team.statusCode).toBe(404);
    });

    it('refuses ids that are not integers with 400 naming the field, writing nothing', async () => {
      const before = await teamRows(1, 1);
      const audits = await auditCount('gameweek.teamvs');
      const text = await postTeamVs({ game_week_id: 1, team_id: '1', team_vs: 'changed' });
      expect(text.statusCode).toBe(400);
      expect(text.json().error).toContain('team_id');
      const fraction = await postTeamVs({ game_week_id: 1.5, team_id: 1, team_vs: 'changed' });
      expect(fraction.statusCode).toBe(400);
      expect(fraction.json().error).toContain('game_week_id');
      expect(await teamRows(1, 1)).toEqual(before);
      expect(await auditCount('gameweek.teamvs')).toBe(audits);
    });
  });

  describe('PUT game-week-player/:id', () => {
    it('saves the eight point fields, team_vs, goal and assist, and answers the row as saved', async () => {
      const { players } = (await get(1)).json();
      const target = players[5];
      const response = await putPoints(target.id, {
        ...target,
        ...points(),
        team_vs: 'LIV vs MUN',
        goal: target.goal + 1,
        assist: target.assist + 2,
      });
      expect(response.statusCode).toBe(200);
      const { ok, player } = response.json();
      expect(ok).toBe(true);
      expect(player).toMatchObject({ id: target.id, player_id: target.player_id, ...points(), team_vs: 'LIV vs MUN' });
      expect(await pointsRow(target.id)).toMatchObject({ ...points(), team_vs: 'LIV vs MUN' });
      const seasonPlayer = await t.database.db
        .selectFrom('players')
        .select(['goal', 'assist'])
        .where('id', '=', target.player_id)
        .executeTakeFirstOrThrow();
      expect(seasonPlayer).toEqual({ goal: target.goal + 1, assist: target.assist + 2 });
    });

    it('records who changed which points in the audit log', async () => {
      const { players } = (await get(1)).json();
      const target = players[7];
      await putPoints(target.id, points({ goal_point: 12 }));
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'gameweek.player_points')
        .where('target_id', '=', String(target.id))
        .executeTakeFirstOrThrow();
      expect(audit.admin_username).toBe('admin');
      expect(JSON.parse(audit.before_json ?? '{}').goal_point).toBe(target.goal_point);
      expect(JSON.parse(audit.after_json ?? '{}').goal_point).toBe(12);
    });

    it.each([
      ['text', { goal_point: '6' }, 'goal_point'],
      ['a fraction', { card_point: 1.5 }, 'card_point'],
      ['null', { clean_sheet: null }, 'clean_sheet'],
      ['too large', { play_point: 1000 }, 'play_point'],
    ])('refuses a point field that is %s with 400 naming it, writing nothing', async (_, bad, field) => {
      const { players } = (await get(1)).json();
      const target = players[9];
      const before = await pointsRow(target.id);
      const audits = await auditCount('gameweek.player_points');
      const response = await putPoints(target.id, { ...points(), ...bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer(expect.stringContaining(field)));
      expect(await pointsRow(target.id)).toEqual(before);
      expect(await auditCount('gameweek.player_points')).toBe(audits);
    });

    it('refuses a body missing a point field with 400 naming it', async () => {
      const { lose_goal_point: _, ...withoutOne } = points();
      const response = await putPoints(1, withoutOne);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('lose_goal_point');
    });

    it('answers 404 for an unknown row', async () => {
      const response = await putPoints(999_999, points());
      expect(response.statusCode).toBe(404);
    });
  });
});
