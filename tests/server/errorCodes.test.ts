/**
 * Error answers carry a code from the catalogue and its params beside the English error, and a 400 lists every
 * invalid field with its own code: a few representative refusals, on each database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const TEAM = '/api/admin/v1/team';

const form = (overrides: Record<string, unknown> = {}) => ({
  season_id: 578,
  team_id: 900101,
  name: 'Chonburi',
  short_name: 'Chonburi',
  club_abbr: 'CBR',
  grounds_city: 'Chonburi',
  alt_ids_opta: 't900101',
  alt_ids_opta_id: '900101',
  ...overrides,
});

describe.each(databaseKinds)('coded error answers on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'errorcodes', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, payload, token });

  it('answers a Team ID taken in the season with team.id_taken, the id, the season and the holder', async () => {
    const holder = await t.database.db
      .selectFrom('teams')
      .select(['team_id', 'name'])
      .where('season_id', '=', 578)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await send('POST', TEAM, form({ team_id: holder.team_id }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      ok: false,
      error: `Team ID ${holder.team_id} is already used in season 578 (by ${holder.name}): choose another Team ID`,
      code: 'team.id_taken',
      params: { teamId: holder.team_id, season: 578, holder: holder.name },
    });
  });

  it('answers a team that still holds players and fixtures with team.has_holders and both counts', async () => {
    const db = t.database.db;
    const players = await db
      .selectFrom('players')
      .select(db.fn.countAll().as('n'))
      .where('team_id', '=', 1)
      .executeTakeFirstOrThrow();
    const fixtures = await db
      .selectFrom('team_vs')
      .select(db.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('team1_id', '=', 1), eb('team2_id', '=', 1)]))
      .executeTakeFirstOrThrow();
    const response = await send('DELETE', `${TEAM}/1`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'team.has_holders',
      params: { players: Number(players.n), fixtures: Number(fixtures.n) },
    });
    expect(Number(players.n)).toBeGreaterThan(0);
  });

  it('answers a wrong password with auth.invalid_credentials and no params', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username: 'admin', password: 'not-the-password', app_key: 'matchday' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      ok: false,
      error: 'Invalid username or password',
      code: 'auth.invalid_credentials',
      params: {},
    });
  });

  it('lists every invalid field of a 400, each with its code and params, the error naming the first', async () => {
    const response = await send(
      'POST',
      TEAM,
      form({ team_id: 'abc', name: '', short_name: 'x'.repeat(201), grounds_city: 'a\u001b[31m' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      error: 'Invalid team_id: must be integer',
      code: 'request.invalid',
      params: {},
      fields: [
        { field: 'team_id', code: 'validation.type', params: { type: 'integer' } },
        { field: 'name', code: 'validation.min_length', params: { limit: 1 } },
        { field: 'short_name', code: 'validation.max_length', params: { limit: 100 } },
        { field: 'grounds_city', code: 'validation.single_line_controls', params: {} },
      ],
    });
  });

  it("names a union's field at fault: the reference of a cancel, or a status that is none of the union's", async () => {
    const fieldsOf = async (body: object) => (await send('PUT', '/api/admin/v1/payment/1', body)).json().fields;
    expect(await fieldsOf({ status: 'cancelled' })).toEqual([
      { field: 'reference_code', code: 'validation.required', params: {} },
    ]);
    expect(await fieldsOf({ status: 'refunded' })).toEqual([
      { field: 'status', code: 'validation.enum', params: { allowed: 'completed, cancelled' } },
    ]);
  });

  it('names the field of a rule the schema cannot state (a season that does not exist)', async () => {
    const response = await send('POST', TEAM, form({ season_id: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      error: 'Invalid season_id: there is no season 999999',
      code: 'season.not_found',
      params: { season: 999_999 },
      fields: [{ field: 'season_id', code: 'season.not_found', params: { season: 999_999 } }],
    });
  });
});
