import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_FIELDS } from '../../contract';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { refusedWithoutChange } from './support/refused';

const PLAYERS = '/api/admin/v1/players';
const player = (id: number | string) => `/api/admin/v1/players/${id}`;

/** The season editor's new-player row, as the spec lists it. */
const editorRow = (overrides: Record<string, unknown> = {}) => ({
  TeamID: 1,
  FirstName: 'Somchai',
  LastName: 'Jaidee',
  YellowsCard: 1,
  RedsCard: 0,
  IsInjured: false,
  IsBan: true,
  Price: 6.5,
  Position: 'M',
  PositionInfo: 'Central Midfielder',
  Age: 24,
  Birth: '2000-03-01',
  Name: 'S. Jaidee',
  NationalTeam: 'Thailand',
  PlayerCode: 990001,
  PlayerID: 77001,
  PlayerOpta: 'p990001',
  Seasons: 578,
  ShirtNum: 8,
  TeamCode: '3',
  ...overrides,
});

/** The game-week screen's new player. */
const screenPayload = (overrides: Record<string, unknown> = {}) => ({
  team_id: 2,
  name: 'New Kid',
  position: 'F',
  shirt_num: 99,
  goal: 2,
  assist: 1,
  ...overrides,
});

describe.each(databaseKinds)('season players on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let gameWeekIds: number[];
  beforeAll(async () => {
    t = await createTestApp(kind, 'players', { seed: true });
    token = await t.signIn();
    const weeks = await t.database.db.selectFrom('game_weeks').select('id').where('season_id', '=', 578).execute();
    gameWeekIds = weeks.map((week) => week.id).sort((a, b) => a - b);
  });
  afterAll(() => t.dispose());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, payload, token });
  const db = () => t.database.db;

  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({
    players: await db().selectFrom('players').selectAll().orderBy('id').execute(),
    rows: await db().selectFrom('game_week_players').select(['id', 'player_id', 'team_vs']).orderBy('id').execute(),
    audit: await db().selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

  const expectRefused = refusedWithoutChange(snapshot);

  const rowsOf = (playerId: number) =>
    db()
      .selectFrom('game_week_players')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('game_week_id')
      .execute();

  describe('creating', () => {
    it("creates a player from the season editor's row and answers it in the editor's casing", async () => {
      const response = await send('POST', PLAYERS, editorRow());
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json().player;
      expect(created).toEqual({ ID: expect.any(Number), ...editorRow() });
      const stored = await db()
        .selectFrom('players')
        .selectAll()
        .where('id', '=', created.ID)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        season_id: 578,
        team_id: 1,
        name: 'S. Jaidee',
        position: 'M',
        is_ban: 1,
        is_injured: 0,
        external_player_id: 77001,
        goal: 0,
        assist: 0,
      });
      expect(Number(stored.price)).toBe(6.5);
    });

    it('gives a new player a zero points row in every game week of its season, with its team-vs text', async () => {
      await db()
        .updateTable('game_week_players')
        .set({ team_vs: 'vs Chelsea' })
        .where('game_week_id', '=', gameWeekIds[0])
        .where('player_id', 'in', db().selectFrom('players').select('id').where('team_id', '=', 1))
        .execute();
      const created = (await send('POST', PLAYERS, editorRow({ Name: 'Week Rows' }))).json().player;
      const rows = await rowsOf(created.ID);
      expect(rows.map((row) => row.game_week_id)).toEqual(gameWeekIds);
      for (const row of rows) for (const field of POINT_FIELDS) expect(row[field]).toBe(0);
      expect(rows[0].team_vs).toBe('vs Chelsea');
      const teammate = await db()
        .selectFrom('players')
        .select('id')
        .where('team_id', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(rows.map((row) => row.team_vs)).toEqual((await rowsOf(teammate.id)).map((row) => row.team_vs));
    });

    it('fills what the editor row leaves out with defaults, and rounds the price to two decimals', async () => {
      const response = await send('POST', PLAYERS, {
        TeamID: 3,
        Seasons: 578,
        Name: '  Minimal  ',
        Position: 'G',
        Price: 4.125,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().player).toEqual({
        ID: expect.any(Number),
        FirstName: '',
        LastName: '',
        YellowsCard: 0,
        RedsCard: 0,
        IsInjured: false,
        IsBan: false,
        Price: 4.13,
        Position: 'G',
        PositionInfo: '',
        Age: null,
        Birth: null,
        Name: 'Minimal',
        NationalTeam: '',
        PlayerCode: null,
        PlayerID: null,
        PlayerOpta: '',
        Seasons: 578,
        ShirtNum: null,
        TeamCode: '',
        TeamID: 3,
      });
    });

    it("creates a player from the game-week screen's payload in its team's season, answered in that casing", async () => {
      const response = await send('POST', PLAYERS, screenPayload());
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json().player;
      expect(created).toEqual({ id: expect.any(Number), ...screenPayload() });
      const stored = await db()
        .selectFrom('players')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ season_id: 578, team_id: 2, name: 'New Kid', position: 'F', goal: 2, assist: 1 });
      expect((await rowsOf(created.id)).map((row) => row.game_week_id)).toEqual(gameWeekIds);
    });

    it('records who created the player', async () => {
      const created = (await send('POST', PLAYERS, screenPayload({ name: 'Audited' }))).json().player;
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'player.create')
        .where('target_id', '=', String(created.id))
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ admin_username: 'admin', target_type: 'player' });
      expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ name: 'Audited' });
    });

    it('refuses a bad season-editor row with 400 naming the field, and writes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [editorRow({ Position: 'X' }), 'Position'],
        [editorRow({ Price: -1 }), 'Price'],
        [editorRow({ Price: '6.5' }), 'Price'],
        [editorRow({ ShirtNum: 7.5 }), 'ShirtNum'],
        [editorRow({ PlayerCode: '12' }), 'PlayerCode'],
        [editorRow({ Seasons: 578.5 }), 'Seasons'],
        [editorRow({ IsInjured: 'no' }), 'IsInjured'],
        [editorRow({ Name: '   ' }), 'Name'],
        [editorRow({ TeamID: undefined }), 'TeamID'],
      ];
      for (const [payload, field] of cases) {
        await expectRefused(() => send('POST', PLAYERS, payload), 400, field);
      }
    });

    it("refuses a bad game-week-screen payload with 400 naming ITS field, not the editor's", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [screenPayload({ position: 'GK' }), 'position'],
        [screenPayload({ shirt_num: 1.5 }), 'shirt_num'],
        [screenPayload({ goal: -1 }), 'goal'],
        [screenPayload({ team_id: undefined }), 'team_id'],
        [screenPayload({ name: '' }), 'name'],
      ];
      for (const [payload, field] of cases) {
        await expectRefused(() => send('POST', PLAYERS, payload), 400, field);
      }
    });

    it('answers 404 naming the field for an unknown team or season, and 400 for a team of another season', async () => {
      await expectRefused(() => send('POST', PLAYERS, editorRow({ TeamID: 99999 })), 404, 'TeamID');
      await expectRefused(() => send('POST', PLAYERS, editorRow({ Seasons: 9999 })), 404, 'Seasons');
      await expectRefused(() => send('POST', PLAYERS, screenPayload({ team_id: 99999 })), 404, 'team_id');
      // team 1 plays in 578, not in the previous season 577
      await expectRefused(() => send('POST', PLAYERS, editorRow({ Seasons: 577 })), 400, 'TeamID');
    });
  });

  describe('updating', () => {
    let id: number;
    beforeAll(async () => {
      id = (await send('POST', PLAYERS, editorRow({ Name: 'To Update' }))).json().player.ID;
    });

    it('saves the full row the editor sends back, ignoring extra fields and the ID in the body', async () => {
      const row = { ID: 1, ...editorRow({ Name: 'Updated', Price: 7, IsInjured: true, ShirtNum: null }), extra: 'x' };
      const response = await send('PUT', player(id), row);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().player).toEqual({
        ...editorRow({ Name: 'Updated', Price: 7, IsInjured: true, ShirtNum: null }),
        ID: id,
      });
      const stored = await db().selectFrom('players').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'Updated', is_injured: 1, shirt_num: null });
      const untouched = await db().selectFrom('players').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
      expect(untouched.name).not.toBe('Updated');
    });

    it('keeps the stored value of an optional field the row leaves out', async () => {
      const response = await send('PUT', player(id), {
        TeamID: 1,
        Seasons: 578,
        Name: 'Short Row',
        Position: 'D',
        Price: 5,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().player).toMatchObject({
        Name: 'Short Row',
        Position: 'D',
        NationalTeam: 'Thailand',
        PlayerCode: 990001,
        IsInjured: true,
      });
    });

    it('moves a player to another team of its season', async () => {
      const response = await send('PUT', player(id), editorRow({ TeamID: 4 }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().player.TeamID).toBe(4);
    });

    it('records the player before and after', async () => {
      await send('PUT', player(id), editorRow({ Name: 'Before' }));
      await send('PUT', player(id), editorRow({ Name: 'After' }));
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'player.update')
        .where('target_id', '=', String(id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_json ?? '{}').name).toBe('Before');
      expect(JSON.parse(audit.after_json ?? '{}').name).toBe('After');
    });

    it('refuses bad fields with 400 naming them, and changes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [editorRow({ Position: 'GK' }), 'Position'],
        [editorRow({ Price: -0.5 }), 'Price'],
        [editorRow({ PlayerID: 5.5 }), 'PlayerID'],
        [editorRow({ ShirtNum: '11' }), 'ShirtNum'],
        [editorRow({ TeamID: 'one' }), 'TeamID'],
        [editorRow({ Seasons: undefined }), 'Seasons'],
      ];
      for (const [payload, field] of cases) {
        await expectRefused(() => send('PUT', player(id), payload), 400, field);
      }
    });

    it('keeps a player in its season and its team in that season', async () => {
      await expectRefused(() => send('PUT', player(id), editorRow({ Seasons: 577 })), 400, 'Seasons');
      await expectRefused(() => send('PUT', player(id), editorRow({ TeamID: 99999 })), 404, 'TeamID');
    });

    it('answers 404 for an unknown player', async () => {
      await expectRefused(() => send('PUT', player(99999), editorRow()), 404, '99999');
    });
  });

  describe('deleting', () => {
    it('deletes a player nobody picked, with its points rows', async () => {
      const id = (await send('POST', PLAYERS, screenPayload({ name: 'Short Lived' }))).json().player.id;
      expect(await rowsOf(id)).toHaveLength(gameWeekIds.length);
      const response = await send('DELETE', player(id));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await db().selectFrom('players').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      expect(await rowsOf(id)).toEqual([]);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'player.delete')
        .where('target_id', '=', String(id))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_json ?? '{}').name).toBe('Short Lived');
      await expectRefused(() => send('DELETE', player(id)), 404, String(id));
    });

    it("refuses with 409 to delete a player in an entrant's team, and deletes nothing", async () => {
      const pick = await db().selectFrom('entry_picks').select('player_id').limit(1).executeTakeFirstOrThrow();
      await expectRefused(() => send('DELETE', player(pick.player_id)), 409, String(pick.player_id));
    });

    it('answers 404 for an unknown player and 400 for a malformed id', async () => {
      await expectRefused(() => send('DELETE', player(99999)), 404, '99999');
      await expectRefused(() => send('DELETE', player('abc')), 400, 'id');
    });
  });

  it('refuses every player route without a token', async () => {
    expect((await t.call({ method: 'POST', url: PLAYERS, payload: editorRow() })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: player(1), payload: editorRow() })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: player(1) })).statusCode).toBe(401);
  });
});
