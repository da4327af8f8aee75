import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { createEmptySeason } from './support/emptySeason';
import { refusedWithoutChange } from './support/refused';

const TEAMS = '/api/admin/v1/teams';
const TEAM = '/api/admin/v1/team';

/** A complete, valid team form; team ids from 900000 on are never used by the demo data. */
const form = (overrides: Record<string, unknown> = {}) => ({
  season_id: 578,
  team_id: 900001,
  name: 'Bangkok United',
  short_name: 'Bangkok Utd',
  club_abbr: 'BKU',
  grounds_city: 'Pathum Thani',
  alt_ids_opta: 't900001',
  alt_ids_opta_id: '900001',
  ...overrides,
});

const TEXT_FIELDS = ['name', 'short_name', 'club_abbr', 'grounds_city', 'alt_ids_opta', 'alt_ids_opta_id'] as const;

describe.each(databaseKinds)('teams management on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'teams', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, payload, token });

  /** Everything a rejected request must leave as it was. */
  const snapshot = async () => ({
    teams: await t.database.db.selectFrom('teams').selectAll().orderBy('id').execute(),
    audit: await t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
  });

  const expectRefused = refusedWithoutChange(snapshot);

  const createTeam = async (overrides: Record<string, unknown>) => {
    const response = await send('POST', TEAM, form(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().team as { id: number; team_id: number; is_close: 0 | 1 };
  };

  it('lists every seeded team in the management shape, the newest season first, then by id', async () => {
    const response = await send('GET', TEAMS);
    expect(response.statusCode).toBe(200);
    const { ok, teams } = response.json();
    expect(ok).toBe(true);
    expect(teams).toHaveLength(40);
    expect(teams[0]).toEqual({
      id: 1,
      season_id: 578,
      team_id: expect.any(Number),
      name: expect.any(String),
      short_name: expect.any(String),
      club_abbr: expect.any(String),
      grounds_city: expect.any(String),
      alt_ids_opta: expect.any(String),
      alt_ids_opta_id: expect.any(String),
      is_close: 0,
    });
    expect(teams.map((team: { id: number; season_id: number }) => [team.season_id, team.id])).toEqual([
      ...Array.from({ length: 20 }, (_, i) => [578, i + 1]),
      ...Array.from({ length: 20 }, (_, i) => [577, i + 21]),
    ]);
  });

  it('creates an open team in season 578 when the form gives no season, with text trimmed, and audits it', async () => {
    const { season_id: _omitted, ...withoutSeason } = form({ team_id: 900010, name: '  Port FC  ' });
    const response = await send('POST', TEAM, withoutSeason);
    expect(response.statusCode, response.body).toBe(200);
    const { team } = response.json();
    expect(team).toMatchObject({ season_id: 578, team_id: 900010, name: 'Port FC', is_close: 0 });
    const stored = await t.database.db.selectFrom('teams').selectAll().where('id', '=', team.id).executeTakeFirst();
    expect(stored).toMatchObject({ name: 'Port FC', season_id: 578 });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'team.create')
      .where('target_id', '=', String(team.id))
      .executeTakeFirst();
    expect(audit?.admin_username).toBe('admin');
    const listed = (await send('GET', TEAMS)).json().teams;
    expect(listed).toContainEqual(team);
  });

  it.each(TEXT_FIELDS)(
    'refuses a team without %s (missing or blank) with 400 naming it, writing nothing',
    async (field) => {
      const { [field]: _dropped, ...missing } = form({ team_id: 900020 });
      await expectRefused(() => send('POST', TEAM, missing), 400, field);
      await expectRefused(() => send('POST', TEAM, form({ team_id: 900020, [field]: '   ' })), 400, field);
      await expectRefused(() => send('POST', TEAM, form({ team_id: 900020, [field]: '' })), 400, field);
    },
  );

  it('refuses a missing, non-numeric or fractional team_id with 400 naming it, writing nothing', async () => {
    const { team_id: _dropped, ...missing } = form();
    await expectRefused(() => send('POST', TEAM, missing), 400, 'team_id');
    await expectRefused(() => send('POST', TEAM, form({ team_id: '9000x' })), 400, 'team_id');
    await expectRefused(() => send('POST', TEAM, form({ team_id: '1.5' })), 400, 'team_id');
    await expectRefused(() => send('POST', TEAM, form({ team_id: 1.5 })), 400, 'team_id');
  });

  it("takes the form's ids as typed (digits) and stores them as numbers, as the spec's form sends them", async () => {
    const team = await createTeam({ team_id: '900021', season_id: '577' });
    expect(team).toMatchObject({ team_id: 900021, season_id: 577 });
    const stored = await t.database.db.selectFrom('teams').selectAll().where('id', '=', team.id).executeTakeFirst();
    expect(stored).toMatchObject({ team_id: 900021, season_id: 577 });
  });

  it('refuses an invalid or unknown season_id with 400 naming it, writing nothing', async () => {
    await expectRefused(() => send('POST', TEAM, form({ team_id: 900022, season_id: 0 })), 400, 'season_id');
    await expectRefused(() => send('POST', TEAM, form({ team_id: 900022, season_id: '578a' })), 400, 'season_id');
    await expectRefused(() => send('POST', TEAM, form({ team_id: 900022, season_id: 999 })), 400, 'season_id');
  });

  it('refuses a Team ID already used in the same season with 409, but allows it in another season', async () => {
    const seeded = (await send('GET', TEAMS)).json().teams[0];
    await expectRefused(() => send('POST', TEAM, form({ team_id: seeded.team_id })), 409, String(seeded.team_id));
    const empty = await createEmptySeason(t.database.db);
    const nextSeason = await createTeam({ team_id: seeded.team_id, season_id: empty.id });
    expect(nextSeason).toMatchObject({ team_id: seeded.team_id, season_id: empty.id });
  });

  it('updates every field of a team, keeping its own Team ID allowed', async () => {
    const team = await createTeam({ team_id: 900030 });
    const changes = form({ team_id: 900030, name: 'Buriram United', club_abbr: 'BRU', season_id: 577 });
    const response = await send('PUT', `${TEAM}/${team.id}`, changes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().team).toEqual({ id: team.id, is_close: 0, ...changes });
    const stored = await t.database.db.selectFrom('teams').selectAll().where('id', '=', team.id).executeTakeFirst();
    expect(stored).toMatchObject({ name: 'Buriram United', club_abbr: 'BRU', season_id: 577 });
  });

  it("refuses to update a team to another team's Team ID in the same season with 409", async () => {
    const first = await createTeam({ team_id: 900040 });
    const second = await createTeam({ team_id: 900041 });
    await expectRefused(() => send('PUT', `${TEAM}/${second.id}`, form({ team_id: first.team_id })), 409, '900040');
  });

  it('refuses an update with a blank field with 400 naming it, and an unknown team with 404', async () => {
    const team = await createTeam({ team_id: 900050 });
    await expectRefused(() => send('PUT', `${TEAM}/${team.id}`, form({ team_id: 900050, name: ' ' })), 400, 'name');
    await expectRefused(() => send('PUT', `${TEAM}/999999`, form({ team_id: 900051 })), 404, '999999');
  });

  it('closes and reopens a team at once, and audits both', async () => {
    const team = await createTeam({ team_id: 900060 });
    const closed = await send('PUT', `${TEAM}/${team.id}/is_close`, { is_close: 1 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().team).toMatchObject({ id: team.id, is_close: 1 });
    const stored = async () =>
      (await t.database.db.selectFrom('teams').select('is_close').where('id', '=', team.id).executeTakeFirst())
        ?.is_close;
    expect(await stored()).toBe(1);
    const reopened = await send('PUT', `${TEAM}/${team.id}/is_close`, { is_close: 0 });
    expect(reopened.json().team.is_close).toBe(0);
    expect(await stored()).toBe(0);
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'team')
      .where('target_id', '=', String(team.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['team.create', 'team.close', 'team.open']);
  });

  it('refuses is_close other than 0 or 1 with 400, and an unknown team with 404', async () => {
    const team = await createTeam({ team_id: 900070 });
    const url = `${TEAM}/${team.id}/is_close`;
    await expectRefused(() => send('PUT', url, { is_close: 2 }), 400, 'is_close');
    await expectRefused(() => send('PUT', url, { is_close: '1' }), 400, 'is_close');
    await expectRefused(() => send('PUT', url, {}), 400, 'is_close');
    await expectRefused(() => send('PUT', `${TEAM}/999999/is_close`, { is_close: 1 }), 404, '999999');
  });

  it('refuses to delete a team that players and fixtures still hold, saying what holds it', async () => {
    const db = t.database.db;
    const players = await db.selectFrom('players').select('id').where('team_id', '=', 1).execute();
    const fixtures = await db
      .selectFrom('team_vs')
      .select('id')
      .where((eb) => eb.or([eb('team1_id', '=', 1), eb('team2_id', '=', 1)]))
      .execute();
    expect(players.length).toBeGreaterThan(1);
    expect(fixtures.length).toBeGreaterThan(1);
    await expectRefused(
      () => send('DELETE', `${TEAM}/1`),
      409,
      `This team still has ${players.length} players and ${fixtures.length} fixtures`,
    );
  });

  it('refuses to delete a team one fixture still holds, counting it as "1 fixture"', async () => {
    const lonely = await createTeam({ team_id: 900080 });
    const fixture = await send('POST', '/api/admin/v1/team-vs', {
      date: '2031-01-01',
      team1: lonely.id,
      team2: 2,
      sort: 1,
    });
    expect(fixture.statusCode, fixture.body).toBe(200);
    await expectRefused(() => send('DELETE', `${TEAM}/${lonely.id}`), 409, 'This team still has 1 fixture,');
  });

  it('deletes a team nothing refers to, audits it, and then answers 404 for it', async () => {
    const team = await createTeam({ team_id: 900090 });
    const response = await send('DELETE', `${TEAM}/${team.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await t.database.db.selectFrom('teams').select('id').where('id', '=', team.id).executeTakeFirst()).toBe(
      undefined,
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('before_json')
      .where('action', '=', 'team.delete')
      .where('target_id', '=', String(team.id))
      .executeTakeFirst();
    expect(JSON.parse(audit?.before_json ?? 'null')).toMatchObject({ team_id: 900090 });
    await expectRefused(() => send('DELETE', `${TEAM}/${team.id}`), 404, String(team.id));
  });

  it('refuses every team route without a token', async () => {
    const anonymous = await t.call({ method: 'GET', url: TEAMS });
    expect(anonymous.statusCode).toBe(401);
    const before = await snapshot();
    const create = await t.call({ method: 'POST', url: TEAM, payload: form({ team_id: 900100 }) });
    expect(create.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
