import { TypeCompiler } from '@sinclair/typebox/compiler';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateGameWeekBody,
  EmptyBody,
  ErrorAnswer,
  PaymentPageQuery,
  type RouteDef,
  routeById,
  routes,
  TeamBody,
  UpdatePaymentBody,
  UpdateTeamVsBody,
} from '../../contract';
import { generateDemoData } from '../../fixtures';
import { apiCall } from '../../src/api';
import { createDataProvider } from '../../src/dataProvider';
import { authHandlers } from '../../src/demo/auth';
import { createDemoHandlers } from '../../src/demo/handlers';
import { DEMO_SESSIONS_KEY, storedSessions } from '../../src/demo/sessionBook';
import { bangkokToday, createDemoStore, type DemoStore, nextId } from '../../src/demo/store';
import { validate } from '../../src/demo/validation';
import { clearToken, setToken } from '../../src/tokenStore';

const BASE = 'http://demo.test/api';
/** The demo with only sign-in implemented: shows what any route without a demo implementation answers. */
const FRAME_BASE = 'http://frame.test/api';
const data = generateDemoData({ users: 5, payments: 5, entriesPerGameWeek: 2, anchorDate: '2025-01-05' });
const store: DemoStore = createDemoStore(data);
// absolute URLs on a made-up host (as the contract cases send them) and the page's own /api (as the SPA does)
const server = setupServer(
  ...createDemoHandlers(store, { baseUrl: BASE }),
  ...createDemoHandlers(store, { baseUrl: FRAME_BASE, implementations: authHandlers }),
  ...createDemoHandlers(store),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  clearToken();
  localStorage.clear();
});

interface Sent {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}
async function send(path: string, { method = 'GET', body, headers = {} }: Sent = {}, base = BASE) {
  const response = await fetch(`${base}${path}`, { method, body, headers });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
const login = (body: unknown) => send('/admin/v1/login', { method: 'POST', ...json(body) });
async function signIn(): Promise<string> {
  const answer = await login({ username: 'admin', password: 'admin', app_key: 'matchday' });
  return answer.json.tokenString as string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const isErrorAnswer = TypeCompiler.Compile(ErrorAnswer);

describe('demo login', () => {
  it('signs in admin / admin with app_key matchday and answers a server-shaped token', async () => {
    const answer = await login({ username: 'admin', password: 'admin', app_key: 'matchday' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, tokenString: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it.each([
    [
      'a wrong password',
      { username: 'admin', password: 'nope', app_key: 'matchday' },
      401,
      'Invalid username or password',
    ],
    [
      'an unknown username',
      { username: 'root', password: 'admin', app_key: 'matchday' },
      401,
      'Invalid username or password',
    ],
    ['a wrong app_key', { username: 'admin', password: 'admin', app_key: 'other' }, 400, 'Invalid app_key'],
    [
      'a blank username',
      { username: '', password: 'admin', app_key: 'matchday' },
      400,
      'Invalid username: must NOT have fewer than 1 characters',
    ],
    [
      'a whitespace password',
      { username: 'admin', password: '   ', app_key: 'matchday' },
      400,
      'Invalid password: must not be blank',
    ],
    ['a missing password', { username: 'admin', app_key: 'matchday' }, 400, 'password is required'],
    [
      'a number for a username',
      { username: 5, password: 'admin', app_key: 'matchday' },
      400,
      'Invalid username: must be string',
    ],
  ])('refuses %s with %s', async (_what, body, status, error) => {
    const answer = await login(body);
    expect(answer).toEqual({ status, json: { ok: false, error } });
  });

  it.each([
    [
      'malformed JSON',
      { body: '{"username":', headers: { 'content-type': 'application/json' } },
      400,
      'The request body is not valid JSON',
    ],
    [
      'an empty JSON body',
      { body: '', headers: { 'content-type': 'application/json' } },
      400,
      'The request body is empty',
    ],
    ['no body at all', {}, 400, 'Invalid body: must be object'],
    ['an XML body', { body: '<login/>', headers: { 'content-type': 'text/xml' } }, 415, 'Unsupported content type'],
    [
      'a body over 1 MB',
      json({ username: 'a'.repeat(1_100_000), password: 'x', app_key: 'matchday' }),
      413,
      'The request is too large',
    ],
  ])('answers %s like the server: %s', async (_what, sent, status, error) => {
    const answer = await send('/admin/v1/login', { method: 'POST', ...sent });
    expect(answer).toEqual({ status, json: { ok: false, error } });
  });
});

describe('demo check-token and logout', () => {
  it('accepts a fresh token and names the admin', async () => {
    const token = await signIn();
    const answer = await send('/admin/v1/check-token', { headers: bearer(token) });
    expect(answer).toEqual({ status: 200, json: { ok: true, admin: { id: 1, username: 'admin' } } });
  });

  it.each([
    ['no token', {}, 'Please sign in: the access token is missing'],
    ['a malformed header', { authorization: 'Token abc' }, 'Please sign in: the access token is missing'],
    ['a forged token', bearer('F'.repeat(43)), 'Your session has ended or is not valid: please sign in again'],
  ])('refuses %s with 401', async (_what, headers, error) => {
    const answer = await send('/admin/v1/check-token', { headers });
    expect(answer).toEqual({ status: 401, json: { ok: false, error } });
  });

  it('logout revokes the token: check-token then fails, another session stays valid', async () => {
    const token = await signIn();
    const other = await signIn();
    expect(token).not.toBe(other);
    const out = await send('/admin/v1/logout', { method: 'POST', headers: bearer(token) });
    expect(out).toEqual({ status: 200, json: { ok: true } });
    expect((await send('/admin/v1/check-token', { headers: bearer(token) })).status).toBe(401);
    expect((await send('/admin/v1/check-token', { headers: bearer(other) })).status).toBe(200);
  });

  it('logout without a token is 401', async () => {
    const answer = await send('/admin/v1/logout', { method: 'POST', ...json({}) });
    expect(answer.status).toBe(401);
  });
});

describe('every other route of the contract, on a demo that implements only sign-in', () => {
  const implemented = new Set(Object.keys(authHandlers));
  const others = (routes as readonly RouteDef[]).filter((route) => !implemented.has(route.id));
  // valid path values, so the answer is about the route and not its parameters
  const sample: Record<string, string> = {
    id: '1',
    seasonId: '578',
    gameWeekId: '1',
    ticketId: '1',
    entryId: '1',
    userId: '1',
    phone: '-',
    publicId: 'abcdefgh1234',
  };
  const pathOf = (route: RouteDef) => route.path.replace(/:(\w+)/g, (_, name: string) => sample[name]);
  const queryOf = (route: RouteDef) => (route.id === 'listTeamVs' ? '?date=2025-01-05' : '');
  const bodyOf = (route: RouteDef): Sent => {
    if (route.multipart) {
      const form = new FormData();
      form.append('slip', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'a.png');
      return { body: form as unknown as string };
    }
    return route.method === 'GET' || route.method === 'DELETE' ? {} : json(validBodies[route.id] ?? {});
  };
  const validBodies: Record<string, unknown> = {
    createPlayer: { TeamID: 1, Seasons: 578, Name: 'A', Position: 'F', Price: 5 },
    updatePlayer: { TeamID: 1, Seasons: 578, Name: 'A', Position: 'F', Price: 5 },
    updateReward: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`reward${i + 1}`, ''])),
    updateCondition: { max: 1 },
    saveGameWeekReward: { reward: 100, reward_n: 1 },
    createGameWeek: {
      season_id: 578,
      week: 9,
      status: 'active',
      start_date: '2025-01-10 12:00',
      end_date: '2025-01-12 12:00',
      week_name: 'W9',
    },
    savePlayerTeamVs: { game_week_id: 1, team_id: 1, team_vs: '' },
    updateGameWeekPlayer: Object.fromEntries(
      [
        'play_point',
        'goal_point',
        'assist_point',
        'clean_sheet',
        'free_kick_point',
        'card_point',
        'self_goal_point',
        'lose_goal_point',
      ].map((field) => [field, 0]),
    ),
    createTeam: {
      team_id: 1,
      name: 'A',
      short_name: 'A',
      club_abbr: 'A',
      grounds_city: 'A',
      alt_ids_opta: 'A',
      alt_ids_opta_id: 'A',
    },
    updateTeam: {
      team_id: 1,
      name: 'A',
      short_name: 'A',
      club_abbr: 'A',
      grounds_city: 'A',
      alt_ids_opta: 'A',
      alt_ids_opta_id: 'A',
    },
    setTeamClosed: { is_close: 1 },
    createTeamVs: { date: '2025-01-05', team1: 1, team2: 2, sort: 1 },
    updateTeamVs: { score1: null, score2: null, sort: 1 },
    updatePayment: { status: 'completed' },
    generateAllTicketForPlayer: { user_id: 1 },
  };

  it.each(others.filter((route) => route.auth).map((route) => [route.id, route] as const))(
    '%s refuses a request without a token with 401',
    async (_id, route) => {
      const answer = await send(
        `${pathOf(route)}${queryOf(route)}`,
        { method: route.method, ...bodyOf(route) },
        FRAME_BASE,
      );
      expect(answer.status).toBe(401);
      expect(isErrorAnswer.Check(answer.json)).toBe(true);
    },
  );

  it.each(others.map((route) => [route.id, route] as const))(
    '%s answers 501 "Not implemented yet in the demo" to a valid request',
    async (_id, route) => {
      const token = await signIn();
      const sent = bodyOf(route);
      const answer = await send(
        `${pathOf(route)}${queryOf(route)}`,
        { method: route.method, ...sent, headers: { ...sent.headers, ...bearer(token) } },
        FRAME_BASE,
      );
      expect(answer).toEqual({ status: 501, json: { ok: false, error: 'Not implemented yet in the demo' } });
    },
  );

  it('validates path, body and query before answering, like the server', async () => {
    const token = await signIn();
    const headers = bearer(token);
    expect(await send('/admin/v1/team/abc', { method: 'DELETE', headers })).toEqual({
      status: 400,
      json: { ok: false, error: 'Invalid id: must be a whole number written in plain digits' },
    });
    expect(await send('/admin/v1/team/0', { method: 'DELETE', headers })).toEqual({
      status: 400,
      json: { ok: false, error: 'Invalid id: must be >= 1' },
    });
    expect(
      await send('/admin/v1/team/3/is_close', {
        method: 'PUT',
        body: '{"is_close":2}',
        headers: { ...headers, 'content-type': 'application/json' },
      }),
    ).toEqual({ status: 400, json: { ok: false, error: 'Invalid is_close: must be equal to constant' } });
    expect(await send('/admin/v1/team-vs', { headers })).toEqual({
      status: 400,
      json: { ok: false, error: 'date is required' },
    });
    expect(await send('/admin/v1/payment-pending?page=0', { headers })).toEqual({
      status: 400,
      json: { ok: false, error: 'Invalid page: must be >= 1' },
    });
    expect(await send('/admin/v1/see-ticket-user/abc/-', { headers })).toEqual({
      status: 400,
      json: { ok: false, error: "Invalid userId: must be a user id (plain digits up to 2147483647) or '-'" },
    });
  });

  it('answers a path outside the table with the JSON 404', async () => {
    const token = await signIn();
    const answer = await send('/admin/v1/no-such-thing', { headers: bearer(token) });
    expect(answer).toEqual({
      status: 404,
      json: { ok: false, error: 'No such API route: GET /api/admin/v1/no-such-thing' },
    });
  });
});

describe('the SPA data layer against the demo (page-relative /api)', () => {
  it('signs in, checks the token and lists the demo seasons through the dataProvider', async () => {
    const { tokenString } = await apiCall('login', {
      body: { username: 'admin', password: 'admin', app_key: 'matchday' },
    });
    setToken(tokenString);
    await expect(apiCall('checkToken')).resolves.toEqual({ ok: true, admin: { id: 1, username: 'admin' } });
    const seasons = await createDataProvider().getList('season', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(seasons.data.map((season) => season.id)).toContain(578);
    await apiCall('logout');
    await expect(apiCall('checkToken')).rejects.toMatchObject({ status: 401 });
  });
});

describe('demo validation (the server Ajv setup, told with TypeBox)', () => {
  it.each([
    [UpdateTeamVsBody, { score1: null, score2: 'x', sort: 1 }, 'Invalid score2: must be integer'],
    [UpdateTeamVsBody, { score1: 100, score2: null, sort: 1 }, 'Invalid score1: must be <= 99'],
    [UpdatePaymentBody, { status: 'other' }, 'Invalid status: must be equal to constant'],
    [
      CreateGameWeekBody,
      {
        season_id: 578,
        week: 1,
        status: 'active',
        start_date: '2025-01-10',
        end_date: '2025-01-12 12:00',
        week_name: 'W',
      },
      'Invalid start_date: must match pattern "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$"',
    ],
    [TeamBody, { team_id: 1 }, 'name is required'],
  ])('a body failing %# reads %j', (schema, body, error) => {
    expect(validate(schema, 'body', body)).toEqual({ ok: false, error });
  });

  it('accepts a nullable field as null and as a value', () => {
    expect(validate(UpdateTeamVsBody, 'body', { score1: null, score2: 3, sort: 0 }).ok).toBe(true);
  });

  it('coerces query text and fills defaults, but never coerces a body', () => {
    expect(validate(PaymentPageQuery, 'querystring', { page: '2' })).toEqual({
      ok: true,
      value: { page: 2, limit: 20 },
    });
    expect(validate(UpdateTeamVsBody, 'body', { score1: '1', score2: null, sort: 1 })).toEqual({
      ok: false,
      error: 'Invalid score1: must be integer',
    });
  });

  it('fills body defaults (the team form season 578)', () => {
    const result = validate(TeamBody, 'body', {
      team_id: 1,
      name: 'A',
      short_name: 'A',
      club_abbr: 'A',
      grounds_city: 'A',
      alt_ids_opta: 'A',
      alt_ids_opta_id: 'A',
    });
    expect(result).toMatchObject({ ok: true, value: { season_id: 578 } });
  });

  it('drops properties a closed object does not declare, keeps them on open ones', () => {
    expect(validate(EmptyBody, 'body', { extra: 1 })).toEqual({ ok: true, value: {} });
    expect(validate(routeById.updateCondition.body, 'body', { max: 1, extra: 2 })).toEqual({
      ok: true,
      value: { max: 1, extra: 2 },
    });
  });
});

describe('demo store', () => {
  it("today is Bangkok's date", () => {
    expect(bangkokToday(new Date('2025-01-05T16:59:00Z'))).toBe('2025-01-05');
    expect(bangkokToday(new Date('2025-01-05T17:00:00Z'))).toBe('2025-01-06');
  });

  it('holds the data it is given, with the demo admin and app key', () => {
    expect(store.data).toBe(data);
    expect(store.admin).toMatchObject({ username: 'admin', password: 'admin' });
    expect(store.appKey).toBe('matchday');
  });

  it('nextId is one past the highest id', () => {
    expect(nextId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(10);
    expect(nextId([])).toBe(1);
    expect(nextId(data.teams)).toBe(Math.max(...data.teams.map((team) => team.id)) + 1);
  });

  it('stored sessions survive a new book on the same storage and forget revoked tokens', () => {
    const book = storedSessions(localStorage);
    book.set('token-a', { id: 1, username: 'admin' });
    book.set('token-b', { id: 1, username: 'admin' });
    const again = storedSessions(localStorage);
    expect(again.get('token-a')).toEqual({ id: 1, username: 'admin' });
    again.delete('token-a');
    expect(storedSessions(localStorage).get('token-a')).toBeUndefined();
    expect(storedSessions(localStorage).get('token-b')).toBeDefined();
    expect(again.get('constructor')).toBeUndefined();
    localStorage.setItem(DEMO_SESSIONS_KEY, 'not json');
    expect(storedSessions(localStorage).get('token-b')).toBeUndefined();
  });
});
