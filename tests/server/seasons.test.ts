import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerGameWeekPoints } from '../../contract/rules/scoring';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { createEmptySeason } from './support/emptySeason';

const SEASONS = '/api/admin/v1/season-alls';
const detail = (id: number | string) => `/api/admin/v1/season-season-detail/${id}`;
const points = (id: number | string) => `/api/admin/v1/season-points/${id}`;
const POSITION_ORDER = ['G', 'D', 'M', 'F'];

describe.each(databaseKinds)('seasons on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'seasons', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = (url: string, withToken = true) => t.call({ method: 'GET', url, token: withToken ? token : null });

  it('lists every season, newest first', async () => {
    const response = await get(SEASONS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      seasons: [
        { id: 578, label: '2023/24' },
        { id: 577, label: '2022/23' },
      ],
    });
  });

  it("answers a season's teams in the selector's casing and its players in the editor's, ordered G, D, M, F", async () => {
    const response = await get(detail(578));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.season).toEqual({ id: 578, label: '2023/24' });

    const teams = await t.database.db.selectFrom('teams').selectAll().where('season_id', '=', 578).execute();
    expect(answer.teams).toHaveLength(teams.length);
    const arsenal = teams.find((team) => team.name === 'Arsenal');
    expect(answer.teams).toContainEqual({
      ID: arsenal?.id,
      Name: 'Arsenal',
      TeamID: arsenal?.team_id,
      AltIdsOpta: arsenal?.alt_ids_opta,
    });

    const stored = await t.database.db.selectFrom('players').selectAll().where('season_id', '=', 578).execute();
    expect(answer.players).toHaveLength(stored.length);
    const ranks = answer.players.map((player: { Position: string }) => POSITION_ORDER.indexOf(player.Position));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const row = stored[0];
    expect(answer.players).toContainEqual({
      ID: row.id,
      FirstName: row.first_name,
      LastName: row.last_name,
      YellowsCard: row.yellow_cards,
      RedsCard: row.red_cards,
      IsInjured: row.is_injured === 1,
      IsBan: row.is_ban === 1,
      Price: Number(row.price),
      Position: row.position,
      PositionInfo: row.position_info,
      Age: row.age,
      Birth: row.birth,
      Name: row.name,
      NationalTeam: row.national_team,
      PlayerCode: row.player_code,
      PlayerID: row.external_player_id,
      PlayerOpta: row.player_opta,
      Seasons: 578,
      ShirtNum: row.shirt_num,
      TeamCode: row.team_code,
      TeamID: row.team_id,
    });
  });

  it('answers a season without teams with empty lists', async () => {
    const season = await createEmptySeason(t.database.db);
    const response = await get(detail(season.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, season, teams: [], players: [] });
  });

  it('answers 404 for an unknown season and 400 for an id that is not a positive whole number', async () => {
    for (const url of [detail(9999), points(9999)]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(errorAnswer(expect.stringContaining('9999')));
    }
    for (const url of [detail(0), detail('abc'), points('1.5')]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toContain('id');
    }
  });

  it("sums each player's eight point fields over the season's game weeks, most points first", async () => {
    const response = await get(points(578));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.season).toEqual({ id: 578, label: '2023/24' });

    const rows = await t.database.db.selectFrom('game_week_players').selectAll().execute();
    const expected = new Map<number, number>();
    for (const row of rows) expected.set(row.player_id, (expected.get(row.player_id) ?? 0) + playerGameWeekPoints(row));
    const weeks = await t.database.db.selectFrom('game_weeks').select('id').where('season_id', '=', 578).execute();

    const players = await t.database.db.selectFrom('players').select('id').where('season_id', '=', 578).execute();
    expect(answer.players).toHaveLength(players.length);
    for (const player of answer.players) {
      expect(player.points, `player ${player.player_id}`).toBe(expected.get(player.player_id) ?? 0);
      expect(player.game_weeks).toBe(weeks.length);
    }
    const totals = answer.players.map((player: { points: number }) => player.points);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals[0]).toBeGreaterThan(0);
  });

  it('answers an empty score summary for a season without players', async () => {
    const season = await createEmptySeason(t.database.db);
    const response = await get(points(season.id));
    expect(response.json()).toEqual({ ok: true, season, players: [] });
  });

  it('refuses every season route without a token', async () => {
    for (const url of [SEASONS, detail(578), points(578)]) {
      expect((await get(url, false)).statusCode, url).toBe(401);
    }
  });
});
