import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '../../src/api/apiCall';
import { createDataProvider } from '../../src/api/dataProvider';
import { createEngine } from '../../src/api/dataProvider/engine';
import { listOf } from '../../src/api/dataProvider/types';
import { clearToken, setToken } from '../../src/api/tokenStore';

/** Every request that reached the fake server, as the server saw it. */
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

const seen: Seen[] = [];
const answers = new Map<string, { status: number; json?: unknown; text?: string }>();

/** The next `METHOD /api/...` request answers this. */
function answer(route: string, json: unknown, status = 200) {
  answers.set(route, { status, json });
}

const server = setupServer(
  http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    let body: unknown;
    if (contentType?.includes('multipart/form-data')) body = await request.formData();
    else {
      const text = await request.text();
      body = text ? JSON.parse(text) : undefined;
    }
    seen.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: request.headers.get('authorization'),
      contentType,
    });
    const planned = answers.get(`${request.method} ${url.pathname}`);
    if (!planned)
      return HttpResponse.json(
        { ok: false, error: `no answer planned for ${request.method} ${url.pathname}` },
        { status: 599 },
      );
    if (planned.text !== undefined)
      return new HttpResponse(planned.text, { status: planned.status, statusText: 'Bad Gateway' });
    return HttpResponse.json(planned.json as object, { status: planned.status });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => setToken('test-token-0123456789abcdef'));
afterEach(() => {
  seen.length = 0;
  answers.clear();
  clearToken();
});

const provider = createDataProvider();
const only = () => {
  expect(seen).toHaveLength(1);
  return seen[0];
};

// Rows as the server answers them (contract shapes, trimmed to what each test reads)
const seasons = [
  { id: 578, label: '2023/24' },
  { id: 579, label: '2024/25' },
];
const seasonPlayer = (ID: number, TeamID: number, Name: string, Position = 'M') => ({
  ID,
  FirstName: Name,
  LastName: '',
  YellowsCard: 0,
  RedsCard: 0,
  IsInjured: false,
  IsBan: false,
  Price: 5.5,
  Position,
  PositionInfo: '',
  Age: 25,
  Birth: null,
  Name,
  NationalTeam: 'TH',
  PlayerCode: 100 + ID,
  PlayerID: 200 + ID,
  PlayerOpta: '',
  Seasons: 578,
  ShirtNum: 10,
  TeamCode: 'X',
  TeamID,
});
const gameWeek = (id: number, week: number) => ({
  id,
  season_id: 578,
  week,
  start_date: '2025-01-04 12:00',
  end_date: '2025-01-06 23:00',
  reward: 10000,
  reward2: 5,
  status: 'active',
  week_name: `Week ${week}`,
  image_url: null,
});
const gameWeekPlayer = (id: number, team_id: number) => ({
  id,
  player_id: id + 1000,
  game_week_id: 12,
  team_id,
  name: `P${id}`,
  position: 'D',
  shirt_num: 4,
  goal: 0,
  assist: 0,
  play_point: 2,
  goal_point: 0,
  assist_point: 0,
  clean_sheet: 4,
  free_kick_point: 0,
  card_point: -1,
  self_goal_point: 0,
  lose_goal_point: 0,
  team_vs: 'vs LIV',
});
const reward = (id: number) => ({
  id,
  type: `type${id}`,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`reward${i + 1}`, `r${i + 1}`])),
});
const team = (id: number, name: string, is_close: 0 | 1 = 0) => ({
  id,
  season_id: 578,
  team_id: 3000 + id,
  name,
  short_name: name.slice(0, 3),
  club_abbr: name.slice(0, 3).toUpperCase(),
  grounds_city: 'London',
  alt_ids_opta: 't1',
  alt_ids_opta_id: '1',
  is_close,
});
const fixture = (ID: number, Sort: number) => ({
  ID,
  DateVs: '2025-01-05',
  Team1ID: 1,
  Team1Name: 'Arsenal',
  Team2ID: 2,
  Team2Name: 'Chelsea',
  Score1: null,
  Score2: null,
  Sort,
  Time: '19:30',
});
const payment = (id: number, status = 'pending') => ({
  id,
  value: 2,
  amount: 200,
  status,
  user_id: 7,
  qr_code: 'data:image/png;base64,AAAA',
  reference_code: null,
  created_at: '2025-01-05T07:30:00.000Z',
});
const ticket = (ID: number) => ({
  ID,
  UserID: 42,
  UUID: `T-${ID}`,
  IsUsed: false,
  CreatedAt: '2025-01-05T07:30:00.000Z',
});
const entrant = (id: number) => ({
  id,
  user_id: id + 10,
  name: `Team ${id}`,
  total_point: 50 - id,
  total_price: 99.5,
  username: `u${id}`,
  phone: '0812345678',
  bank_account: '123',
  bank_type: 'KBank',
  created_at: '2025-01-05T07:30:00.000Z',
});
const user = (id: number) => ({
  id,
  name: `Name ${id}`,
  username: `user${id}`,
  phone: '08',
  bank_account: '1',
  bank_type: 'SCB',
});

describe('getList: each resource calls its route and unwraps its answer key', () => {
  it.each([
    {
      resource: 'season',
      filter: {},
      route: 'GET /api/admin/v1/season-alls',
      query: {},
      json: { ok: true, seasons },
      ids: [578, 579],
      total: 2,
    },
    {
      resource: 'seasonPlayers',
      filter: { seasonId: 578 },
      route: 'GET /api/admin/v1/season-season-detail/578',
      query: {},
      json: {
        ok: true,
        season: seasons[0],
        teams: [],
        players: [seasonPlayer(11, 1, 'A'), seasonPlayer(12, 2, 'B')],
      },
      ids: [11, 12],
      total: 2,
    },
    {
      resource: 'game-week',
      filter: { seasonId: 579 },
      route: 'GET /api/admin/v1/game-week/579',
      query: {},
      json: { ok: true, gameWeeks: [gameWeek(12, 1), gameWeek(13, 2)] },
      ids: [12, 13],
      total: 2,
    },
    {
      resource: 'gameWeekPlayers',
      filter: { gameWeekId: 12 },
      route: 'GET /api/admin/v1/game-week-detail/12',
      query: {},
      json: { ok: true, gameWeek: gameWeek(12, 1), teams: [], players: [gameWeekPlayer(31, 1), gameWeekPlayer(32, 2)] },
      ids: [31, 32],
      total: 2,
    },
    {
      resource: 'reward',
      filter: {},
      route: 'GET /api/admin/v1/rewards',
      query: {},
      json: { ok: true, status: 'success', data: [reward(1), reward(2)] },
      ids: [1, 2],
      total: 2,
    },
    {
      resource: 'condition',
      filter: {},
      route: 'GET /api/admin/v1/conditions',
      query: {},
      json: { ok: true, status: 'success', data: [{ id: 4, type: 'vip', max: 3 }] },
      ids: [4],
      total: 1,
    },
    {
      resource: 'team',
      filter: {},
      route: 'GET /api/admin/v1/teams',
      query: {},
      json: { ok: true, teams: [team(1, 'Arsenal'), team(2, 'Chelsea', 1)] },
      ids: [1, 2],
      total: 2,
    },
    {
      resource: 'teamvs',
      filter: { date: '2025-01-05' },
      route: 'GET /api/admin/v1/team-vs',
      query: { date: '2025-01-05' },
      json: { ok: true, teamVs: [fixture(9, 1), fixture(10, 2)] },
      ids: [9, 10],
      total: 2,
    },
    {
      resource: 'ticket',
      filter: { userId: 42 },
      route: 'GET /api/admin/v1/see-ticket-user/42/-',
      query: {},
      json: { ok: true, data: [ticket(55), ticket(56)] },
      ids: [55, 56],
      total: 2,
    },
    {
      resource: 'ticket',
      filter: { phone: '+66812345678' },
      route: 'GET /api/admin/v1/see-ticket-user/-/%2B66812345678',
      query: {},
      json: { ok: true, data: [ticket(57)] },
      ids: [57],
      total: 1,
    },
  ])(
    '$resource with $filter -> $route, rows with ids',
    async ({ resource, filter, route, query, json, ids, total }) => {
      answer(route, json);
      const result = await provider.getList(resource, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      });
      const call = only();
      expect(`${call.method} ${call.path}`).toBe(route);
      expect(call.query).toEqual(query);
      expect(call.body).toBeUndefined();
      expect(call.authorization).toBe('Bearer test-token-0123456789abcdef');
      expect(result.data.map((row) => row.id)).toEqual(ids);
      expect(result.total).toBe(total);
    },
  );

  it.each([
    {
      resource: 'payment',
      filter: { status: 'pending' },
      sort: { field: 'id', order: 'ASC' } as const,
      route: 'GET /api/admin/v1/payment-pending',
      query: { page: '2', limit: '20' },
      json: { ok: true, pendingPayments: [payment(21), payment(22)], totalPagesPending: 3, total: 42 },
      ids: [21, 22],
      total: 42,
    },
    {
      resource: 'payment',
      filter: { status: 'completed' },
      sort: { field: 'id', order: 'ASC' } as const,
      route: 'GET /api/admin/v1/payment-completed',
      query: { page: '2', limit: '20' },
      json: { ok: true, completedPayments: [payment(23, 'completed')], totalPagesCompleted: 2, total: 21 },
      ids: [23],
      total: 21,
    },
    {
      resource: 'entrantsNormal',
      filter: { gameWeekId: 12 },
      sort: { field: 'total_point', order: 'DESC' } as const,
      route: 'GET /api/admin/v1/game-week-player-all-results-n/12',
      query: { page: '2', limit: '20' },
      json: { ok: true, data: [entrant(1), entrant(2)], page: 2, limit: 20, total: 22 },
      ids: [1, 2],
      total: 22,
    },
    {
      resource: 'entrantsVip',
      filter: { gameWeekId: 13 },
      sort: { field: 'total_point', order: 'DESC' } as const,
      route: 'GET /api/admin/v1/game-week-player-all-results-vip/13',
      query: { page: '2', limit: '20' },
      json: { ok: true, data: [entrant(3)], page: 2, limit: 20, total: 21 },
      ids: [3],
      total: 21,
    },
    {
      resource: 'userdetail',
      filter: { q: 'som' },
      sort: { field: 'name', order: 'DESC' } as const,
      route: 'GET /api/admin/v1/get-all-user',
      query: { page: '2', limit: '20', q: 'som', sort: 'name', order: 'DESC' },
      json: { ok: true, data: [user(5), user(4)], page: 2, limit: 20, total: 40 },
      ids: [5, 4],
      total: 40,
    },
    {
      resource: 'userdetail',
      filter: {},
      // the route sorts by id, name or username only: another field is not sent
      sort: { field: 'phone', order: 'ASC' } as const,
      route: 'GET /api/admin/v1/get-all-user',
      query: { page: '2', limit: '20' },
      json: { ok: true, data: [user(21)], page: 2, limit: 20, total: 21 },
      ids: [21],
      total: 21,
    },
    {
      resource: 'audit-log',
      filter: { action: 'payment.confirm', admin: 'admin', from: '2025-01-01', to: '2025-01-31', ignored: 'x' },
      sort: { field: 'id', order: 'DESC' } as const,
      route: 'GET /api/admin/v1/audit-log',
      query: {
        page: '2',
        limit: '20',
        action: 'payment.confirm',
        admin: 'admin',
        from: '2025-01-01',
        to: '2025-01-31',
      },
      json: { ok: true, data: [{ id: 99, action: 'payment.confirm' }], page: 2, limit: 20, total: 21 },
      ids: [99],
      total: 21,
    },
  ])(
    '$resource pages on the server: $route with $query',
    async ({ resource, filter, sort, route, query, json, ids, total }) => {
      answer(route, json);
      const result = await provider.getList(resource, { pagination: { page: 2, perPage: 20 }, sort, filter });
      const call = only();
      expect(`${call.method} ${call.path}`).toBe(route);
      expect(call.query).toEqual(query);
      // the server's page is returned as it came, not re-sorted or re-paged
      expect(result.data.map((row) => row.id)).toEqual(ids);
      expect(result.total).toBe(total);
    },
  );

  it.each([
    ['seasonPlayers', {}],
    ['game-week', { seasonId: '' }],
    ['gameWeekPlayers', {}],
    ['teamvs', {}],
    ['ticket', { userId: '', phone: null }],
    ['entrantsNormal', {}],
    ['entrantsVip', {}],
  ])(
    '%s without its required filter %j is an empty list, marked as waiting, and no request',
    async (resource, filter) => {
      const result = await provider.getList(resource, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      });
      expect(result).toEqual({ data: [], total: 0, meta: { waitingForFilter: true } });
      expect(seen).toHaveLength(0);
    },
  );
});

describe('getList in the browser for client-paged resources', () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    team(i + 1, `Team ${String.fromCharCode(65 + (i % 26))}`, (i % 2) as 0 | 1),
  );

  it('pages the full answer: page 2 of 10 is rows 11-20, total 25', async () => {
    answer('GET /api/admin/v1/teams', { ok: true, teams: many });
    const result = await provider.getList('team', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(result.total).toBe(25);
  });

  it('sorts numbers as numbers and text in Thai collation (Thai script first, digits by value)', async () => {
    answer('GET /api/admin/v1/teams', {
      ok: true,
      teams: [team(1, 'Team 10'), team(2, 'Team 9'), team(3, 'Arsenal'), team(4, 'ชลบุรี')],
    });
    const byName = await provider.getList('team', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(byName.data.map((row) => row.name)).toEqual(['ชลบุรี', 'Arsenal', 'Team 9', 'Team 10']);
    const byIdDesc = await provider.getList('team', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(byIdDesc.data.map((row) => row.id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps rows without a value last whatever the direction', async () => {
    answer('GET /api/admin/v1/team-vs', {
      ok: true,
      teamVs: [{ ...fixture(1, 1), Score1: 2 }, fixture(2, 2), { ...fixture(3, 3), Score1: 0 }],
    });
    const params = { pagination: { page: 1, perPage: 10 }, filter: { date: '2025-01-05' } };
    const up = await provider.getList('teamvs', { ...params, sort: { field: 'Score1', order: 'ASC' } });
    const down = await provider.getList('teamvs', { ...params, sort: { field: 'Score1', order: 'DESC' } });
    expect(up.data.map((row) => row.id)).toEqual([3, 1, 2]);
    expect(down.data.map((row) => row.id)).toEqual([1, 3, 2]);
  });

  it('q matches any text or number field, ignoring case', async () => {
    answer('GET /api/admin/v1/teams', {
      ok: true,
      teams: [team(1, 'Arsenal'), team(2, 'Chelsea'), team(13, 'Everton')],
    });
    const list = (q: string) =>
      provider.getList('team', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q },
      });
    expect((await list('ARS')).data.map((row) => row.id)).toEqual([1]);
    expect((await list('13')).data.map((row) => row.id)).toEqual([13]); // id 13 and team_id 3013
    expect((await list('london')).total).toBe(3);
  });

  it('other filters are equality tests ("5" finds 5, an array finds any), blanks are ignored', async () => {
    answer('GET /api/admin/v1/season-season-detail/578', {
      ok: true,
      season: seasons[0],
      teams: [],
      players: [seasonPlayer(1, 5, 'A', 'G'), seasonPlayer(2, 6, 'B', 'D'), seasonPlayer(3, 5, 'C', 'F')],
    });
    const list = (filter: Record<string, unknown>) =>
      provider.getList('seasonPlayers', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'ID', order: 'ASC' },
        filter: { seasonId: 578, ...filter },
      });
    expect((await list({ TeamID: '5' })).data.map((row) => row.id)).toEqual([1, 3]);
    expect((await list({ Position: ['G', 'D'] })).data.map((row) => row.id)).toEqual([1, 2]);
    expect((await list({ TeamID: 5, Position: 'F' })).data.map((row) => row.id)).toEqual([3]);
    expect((await list({ TeamID: '' })).total).toBe(3);
    // seasonId fed the path: it is not also a row filter (rows have no seasonId field)
    expect(seen.every((call) => call.path === '/api/admin/v1/season-season-detail/578')).toBe(true);
  });
});

describe('server paging when the answer carries pages or no count', () => {
  it('total from a page-count key is pages × limit', async () => {
    const engine = createEngine(
      {
        pending: {
          list: listOf({
            route: 'listPendingPayments',
            answerKey: 'pendingPayments',
            paging: 'server',
            totalPagesKey: 'totalPagesPending',
          }),
        },
      },
      apiCall,
    );
    answer('GET /api/admin/v1/payment-pending', {
      ok: true,
      pendingPayments: [payment(1)],
      totalPagesPending: 3,
      total: 41,
    });
    const result = await engine.getList('pending', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(60);
  });

  it('without a count, a full page means there is a next page', async () => {
    const engine = createEngine(
      {
        entrants: {
          list: listOf({ route: 'listVipEntrants', params: { gameWeekId: 'gw' }, answerKey: 'data', paging: 'server' }),
        },
      },
      apiCall,
    );
    const params = { sort: { field: 'id', order: 'ASC' as const }, filter: { gw: 4 } };
    answer('GET /api/admin/v1/game-week-player-all-results-vip/4', { ok: true, data: [entrant(1), entrant(2)] });
    const full = await engine.getList('entrants', { ...params, pagination: { page: 1, perPage: 2 } });
    expect(full.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
    expect(full.total).toBeUndefined();
    answer('GET /api/admin/v1/game-week-player-all-results-vip/4', { ok: true, data: [entrant(3)] });
    const last = await engine.getList('entrants', { ...params, pagination: { page: 2, perPage: 2 } });
    expect(last.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false });
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('gameWeeks: getOne through game-week-detail, unwrapping gameWeek', async () => {
    answer('GET /api/admin/v1/game-week-detail/12', { ok: true, gameWeek: gameWeek(12, 1), teams: [], players: [] });
    const { data } = await provider.getOne('game-week', { id: 12 });
    expect(only().path).toBe('/api/admin/v1/game-week-detail/12');
    expect(data).toMatchObject({ id: 12, week: 1, week_name: 'Week 1' });
  });

  it.each([
    ['payment', '/api/admin/v1/payment/7', { payment: { id: 7, status: 'completed' } }],
    ['userdetail', '/api/admin/v1/user/7', { user: { id: 7, name: 'Somchai' } }],
  ] as const)('%s: getOne through its record route %s', async (resource, path, body) => {
    answer(`GET ${path}`, { ok: true, ...body });
    const { data } = await provider.getOne(resource, { id: 7 });
    expect(only().path).toBe(path);
    expect(data).toMatchObject(Object.values(body)[0]);
  });

  it('gameWeekEntries: getOne through game-week-entry/:entryId, unwrapping entry', async () => {
    const entry = { ...entrant(5), game_week_id: 12, is_vip: true, picks: [] };
    answer('GET /api/admin/v1/game-week-entry/5', { ok: true, entry });
    const { data } = await provider.getOne('gameWeekEntries', { id: 5 });
    expect(only().path).toBe('/api/admin/v1/game-week-entry/5');
    expect(data).toEqual(entry);
  });

  it('season: getOne without a route of its own finds the record in the list', async () => {
    answer('GET /api/admin/v1/season-alls', { ok: true, seasons });
    const { data } = await provider.getOne('season', { id: '579' });
    expect(data).toEqual({ id: 579, label: '2024/25' });
  });

  it('seasonPlayers: getOne uses the list filters given in meta.filter, and maps ID to id', async () => {
    answer('GET /api/admin/v1/season-season-detail/578', {
      ok: true,
      season: seasons[0],
      teams: [],
      players: [seasonPlayer(11, 1, 'A'), seasonPlayer(12, 2, 'B')],
    });
    const { data } = await provider.getOne('seasonPlayers', { id: 12, meta: { filter: { seasonId: 578 } } });
    expect(data).toMatchObject({ id: 12, ID: 12, Name: 'B' });
    await expect(provider.getOne('seasonPlayers', { id: 12 })).rejects.toThrow(/needs the filter/);
  });

  it('a record missing from the list is a 404 HttpError', async () => {
    answer('GET /api/admin/v1/season-alls', { ok: true, seasons });
    const error = await provider.getOne('season', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });

  it('a server-paged resource without a record route cannot getOne', async () => {
    await expect(provider.getOne('audit-log', { id: 1 })).rejects.toThrow(/pages on the server/);
    expect(seen).toHaveLength(0);
  });

  it('getMany reads a client-paged list once and keeps the asked ids', async () => {
    answer('GET /api/admin/v1/teams', { ok: true, teams: [team(1, 'A'), team(2, 'B'), team(3, 'C')] });
    const { data } = await provider.getMany('team', { ids: [3, '1'] });
    expect(data.map((row) => row.id)).toEqual([1, 3]);
    expect(seen).toHaveLength(1);
  });

  it('getMany with a record route asks for each id', async () => {
    answer('GET /api/admin/v1/game-week-detail/12', { ok: true, gameWeek: gameWeek(12, 1), teams: [], players: [] });
    answer('GET /api/admin/v1/game-week-detail/13', { ok: true, gameWeek: gameWeek(13, 2), teams: [], players: [] });
    const { data } = await provider.getMany('game-week', { ids: [12, 13] });
    expect(data.map((row) => row.id)).toEqual([12, 13]);
    expect(seen.map((call) => call.path).sort()).toEqual([
      '/api/admin/v1/game-week-detail/12',
      '/api/admin/v1/game-week-detail/13',
    ]);
  });

  it('getManyReference lists with the target as a filter (game weeks of a season)', async () => {
    answer('GET /api/admin/v1/game-week/578', { ok: true, gameWeeks: [gameWeek(12, 1), gameWeek(13, 2)] });
    const result = await provider.getManyReference('game-week', {
      target: 'seasonId',
      id: 578,
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'week', order: 'DESC' },
      filter: {},
    });
    expect(only().path).toBe('/api/admin/v1/game-week/578');
    expect(result.data.map((row) => row.id)).toEqual([13]);
    expect(result.total).toBe(2);
  });
});

describe('create', () => {
  it('seasonPlayers: POST /players with the season editor fields only, answer player with id = ID', async () => {
    answer('POST /api/admin/v1/players', { ok: true, player: seasonPlayer(77, 5, 'New') });
    const { data } = await provider.create('seasonPlayers', {
      data: { TeamID: 5, Seasons: 578, Name: 'New', Position: 'F', Price: 6.5, ShirtNum: 9, unknownField: 'x' },
    });
    const call = only();
    expect(`${call.method} ${call.path}`).toBe('POST /api/admin/v1/players');
    expect(call.contentType).toBe('application/json');
    expect(call.body).toEqual({ TeamID: 5, Seasons: 578, Name: 'New', Position: 'F', Price: 6.5, ShirtNum: 9 });
    expect(data).toMatchObject({ id: 77, ID: 77, Name: 'New' });
  });

  it('gameWeeks: POST /create-game-week with the six form fields, answer gameWeek', async () => {
    answer('POST /api/admin/v1/create-game-week', { ok: true, gameWeek: gameWeek(14, 3) });
    const form = {
      season_id: 578,
      week: 3,
      status: 'preopen',
      start_date: '2025-01-11 12:00',
      end_date: '2025-01-13 23:00',
      week_name: 'Week 3',
    };
    const { data } = await provider.create('game-week', { data: { ...form, reward: 1 } });
    expect(only().body).toEqual(form);
    expect(data.id).toBe(14);
  });

  it('teams: POST /team with the eight form fields, answer team', async () => {
    const { id: _id, is_close: _closed, ...form } = team(5, 'Fulham');
    answer('POST /api/admin/v1/team', { ok: true, team: team(5, 'Fulham') });
    const { data } = await provider.create('team', { data: form });
    expect(`${only().method} ${only().path}`).toBe('POST /api/admin/v1/team');
    expect(only().body).toEqual(form);
    expect(data).toMatchObject({ id: 5, name: 'Fulham' });
  });

  it('teamVs: POST /team-vs with date, team1, team2, sort, time; answer fixture with id = ID', async () => {
    answer('POST /api/admin/v1/team-vs', { ok: true, fixture: fixture(40, 1) });
    const body = { date: '2025-01-05', team1: 1, team2: 2, sort: 1, time: '19:30' };
    const { data } = await provider.create('teamvs', { data: body });
    expect(only().body).toEqual(body);
    expect(data).toMatchObject({ id: 40, ID: 40 });
  });
});

describe('update, updateMany', () => {
  it('seasonPlayers: PUT /players/:ID with the full row (no synthetic id), answer player', async () => {
    const row = { ...seasonPlayer(12, 2, 'B'), id: 12 };
    answer('PUT /api/admin/v1/players/12', { ok: true, player: { ...row, Price: 7 } });
    const { data } = await provider.update('seasonPlayers', { id: 12, data: { ...row, Price: 7 }, previousData: row });
    const call = only();
    const { id: _id, ...sent } = { ...row, Price: 7 };
    expect(call.body).toEqual(sent);
    expect(data).toMatchObject({ id: 12, Price: 7 });
  });

  it('gameWeekPlayers: PUT /game-week-player/:id with the point fields, answer player', async () => {
    const row = gameWeekPlayer(31, 1);
    answer('PUT /api/admin/v1/game-week-player/31', { ok: true, player: { ...row, goal_point: 6 } });
    const { data } = await provider.update('gameWeekPlayers', {
      id: 31,
      data: { ...row, goal_point: 6 },
      previousData: row,
    });
    expect(only().method).toBe('PUT');
    expect(only().body).toMatchObject({ goal_point: 6, play_point: 2, card_point: -1, team_vs: 'vs LIV' });
    expect(data).toMatchObject({ id: 31, goal_point: 6 });
  });

  it('rewards: PUT /rewards/:id with the ten texts only, answer data', async () => {
    const row = reward(1);
    answer('PUT /api/admin/v1/rewards/1', { ok: true, status: 'success', data: { ...row, reward1: 'new' } });
    const { data } = await provider.update('reward', { id: 1, data: { ...row, reward1: 'new' }, previousData: row });
    const { id: _id, type: _type, ...texts } = { ...row, reward1: 'new' };
    expect(only().body).toEqual(texts);
    expect(data).toMatchObject({ id: 1, reward1: 'new' });
  });

  it('conditions: PUT /conditions/:id with max only, answer data', async () => {
    answer('PUT /api/admin/v1/conditions/4', { ok: true, status: 'success', data: { id: 4, type: 'vip', max: 9 } });
    const { data } = await provider.update('condition', {
      id: 4,
      data: { id: 4, type: 'vip', max: 9 },
      previousData: { id: 4, type: 'vip', max: 3 },
    });
    expect(only().body).toEqual({ max: 9 });
    expect(data).toEqual({ id: 4, type: 'vip', max: 9 });
  });

  it('teams: a partial update sends the whole form, merged over the previous record', async () => {
    const before = team(3, 'Spurs');
    answer('PUT /api/admin/v1/team/3', { ok: true, team: { ...before, name: 'Tottenham' } });
    const { data } = await provider.update('team', { id: 3, data: { name: 'Tottenham' }, previousData: before });
    const { id: _id, is_close: _closed, ...form } = { ...before, name: 'Tottenham' };
    expect(`${only().method} ${only().path}`).toBe('PUT /api/admin/v1/team/3');
    expect(only().body).toEqual(form);
    expect(data.name).toBe('Tottenham');
  });

  it('teamVs: PUT /team-vs/:ID sends the PascalCase row as score1, score2, sort', async () => {
    const row = { ...fixture(9, 1), id: 9 };
    answer('PUT /api/admin/v1/team-vs/9', { ok: true, fixture: { ...row, Score1: 2, Score2: 0, Sort: 3 } });
    const { data } = await provider.update('teamvs', {
      id: 9,
      data: { ...row, Score1: 2, Score2: 0, Sort: 3 },
      previousData: row,
    });
    expect(only().body).toEqual({ score1: 2, score2: 0, sort: 3 });
    expect(data).toMatchObject({ id: 9, Score1: 2 });
  });

  it('updateMany updates each id and answers the ids', async () => {
    answer('PUT /api/admin/v1/conditions/1', { ok: true, status: 'success', data: { id: 1, type: 'a', max: 2 } });
    answer('PUT /api/admin/v1/conditions/2', { ok: true, status: 'success', data: { id: 2, type: 'b', max: 2 } });
    const { data } = await provider.updateMany('condition', { ids: [1, 2], data: { max: 2 } });
    expect(data).toEqual([1, 2]);
    expect(seen.map((call) => [call.path, call.body])).toEqual(
      expect.arrayContaining([
        ['/api/admin/v1/conditions/1', { max: 2 }],
        ['/api/admin/v1/conditions/2', { max: 2 }],
      ]),
    );
  });
});

describe('delete, deleteMany', () => {
  it.each([
    ['seasonPlayers', 12, 'DELETE /api/admin/v1/players/12'],
    ['team', 3, 'DELETE /api/admin/v1/team/3'],
    ['teamvs', 9, 'DELETE /api/admin/v1/team-vs/9'],
    ['ticket', 55, 'DELETE /api/admin/v1/delete-ticket/55'],
  ])('%s %s -> %s, answering the deleted record', async (resource, id, route) => {
    answer(route, { ok: true });
    const previousData = { id, marker: 'before' };
    const { data } = await provider.delete(resource, { id, previousData });
    expect(`${only().method} ${only().path}`).toBe(route);
    expect(only().body).toBeUndefined();
    expect(data).toEqual(previousData);
  });

  it('deleteMany deletes each id and answers the ids', async () => {
    answer('DELETE /api/admin/v1/delete-ticket/1', { ok: true });
    answer('DELETE /api/admin/v1/delete-ticket/2', { ok: true });
    const { data } = await provider.deleteMany('ticket', { ids: [1, 2] });
    expect(data).toEqual([1, 2]);
    expect(seen.map((call) => call.path).sort()).toEqual([
      '/api/admin/v1/delete-ticket/1',
      '/api/admin/v1/delete-ticket/2',
    ]);
  });

  it('an operation the map does not declare is refused without a request', async () => {
    await expect(provider.create('payment', { data: {} })).rejects.toThrow('has no create route');
    await expect(provider.delete('season', { id: 578 })).rejects.toThrow('has no delete route');
    await expect(
      provider.getList('nope', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('Unknown resource "nope"');
    expect(seen).toHaveLength(0);
  });
});

describe('custom methods', () => {
  const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  it.each([
    {
      name: 'addFreeTicket',
      run: () => provider.addFreeTicket(42),
      route: 'POST /api/admin/v1/generate-all-ticket-for-player',
      body: { user_id: 42 },
      json: { ok: true, issued: 1 },
      result: { issued: 1 },
    },
    {
      name: 'generateMissingTickets',
      run: () => provider.generateMissingTickets(),
      route: 'POST /api/admin/v1/generate-all-ticket-for-player',
      body: {},
      json: { ok: true, issued: 3 },
      result: { issued: 3 },
    },
    {
      name: 'fetchLivescore',
      run: () => provider.fetchLivescore(),
      route: 'POST /api/admin/v1/fatch-livescore-table',
      body: undefined,
      json: { ok: true },
      result: {},
    },
    {
      name: 'getSeasonDetail',
      run: () => provider.getSeasonDetail(578),
      route: 'GET /api/admin/v1/season-season-detail/578',
      body: undefined,
      json: { ok: true, season: seasons[0], teams: [], players: [seasonPlayer(1, 1, 'A')] },
      result: { season: seasons[0], teams: [], players: [{ ...seasonPlayer(1, 1, 'A'), id: 1 }] },
    },
    {
      name: 'createGameWeekScreenPlayer',
      run: () => provider.createGameWeekScreenPlayer({ team_id: 3, name: 'Kane', position: 'F', goal: 1 }),
      route: 'POST /api/admin/v1/players',
      body: { team_id: 3, name: 'Kane', position: 'F', goal: 1 },
      json: {
        ok: true,
        player: { id: 9, team_id: 3, name: 'Kane', position: 'F', shirt_num: null, goal: 1, assist: 0 },
      },
      result: { player: { id: 9, team_id: 3, name: 'Kane', position: 'F', shirt_num: null, goal: 1, assist: 0 } },
    },
    {
      name: 'getGameWeekDetail',
      run: () => provider.getGameWeekDetail(12),
      route: 'GET /api/admin/v1/game-week-detail/12',
      body: undefined,
      json: { ok: true, gameWeek: gameWeek(12, 1), teams: [], players: [] },
      result: { gameWeek: gameWeek(12, 1), teams: [], players: [] },
    },
    {
      name: 'saveGameWeekReward',
      run: () => provider.saveGameWeekReward(12, 5000, 3),
      route: 'POST /api/admin/v1/game-week/12/reward',
      body: { reward: 5000, reward_n: 3 },
      json: { ok: true, gameWeek: gameWeek(12, 1) },
      result: { gameWeek: gameWeek(12, 1) },
    },
    {
      name: 'savePlayerTeamVs',
      run: () => provider.savePlayerTeamVs('12', '3', 'vs CHE'),
      route: 'POST /api/admin/v1/player-game-week-team-vs',
      body: { game_week_id: 12, team_id: 3, team_vs: 'vs CHE' },
      json: { ok: true },
      result: {},
    },
    {
      name: 'summariseGameWeek',
      run: () => provider.summariseGameWeek(12),
      route: 'PUT /api/admin/v1/game-week-player-all-results/12',
      body: undefined,
      json: { ok: true },
      result: {},
    },
    {
      name: 'getGameWeekEntry',
      run: () => provider.getGameWeekEntry(5),
      route: 'GET /api/admin/v1/game-week-entry/5',
      body: undefined,
      json: { ok: true, entry: { id: 5 } },
      result: { entry: { id: 5 } },
    },
    {
      name: 'setTeamClosed (true -> 1)',
      run: () => provider.setTeamClosed(3, true),
      route: 'PUT /api/admin/v1/team/3/is_close',
      body: { is_close: 1 },
      json: { ok: true, team: team(3, 'Spurs', 1) },
      result: { team: team(3, 'Spurs', 1) },
    },
    {
      name: 'setTeamClosed (0 -> 0)',
      run: () => provider.setTeamClosed(3, 0),
      route: 'PUT /api/admin/v1/team/3/is_close',
      body: { is_close: 0 },
      json: { ok: true, team: team(3, 'Spurs', 0) },
      result: { team: team(3, 'Spurs', 0) },
    },
    {
      name: 'confirmPayment',
      run: () => provider.confirmPayment(21),
      route: 'PUT /api/admin/v1/payment/21',
      body: { status: 'completed' },
      json: { ok: true, payment: payment(21, 'completed') },
      result: { payment: payment(21, 'completed') },
    },
    {
      name: 'cancelPayment',
      run: () => provider.cancelPayment(21, 'REF-1'),
      route: 'PUT /api/admin/v1/payment/21',
      body: { status: 'cancelled', reference_code: 'REF-1' },
      json: { ok: true, payment: { ...payment(21, 'cancelled'), reference_code: 'REF-1' } },
      result: { payment: { ...payment(21, 'cancelled'), reference_code: 'REF-1' } },
    },
    {
      name: 'downloadExcel',
      run: () => provider.downloadExcel(12),
      route: 'GET /api/admin/v1/downloadexcel/12',
      body: undefined,
      json: { ok: true, data: [], timenow: '2025-01-05T07:30:00.000Z' },
      result: { data: [], timenow: '2025-01-05T07:30:00.000Z' },
    },
    {
      name: 'getUserInfo',
      run: () => provider.getUserInfo(),
      route: 'GET /api/user-info',
      body: undefined,
      json: { ok: true, state: true, data: { id: 1, username: 'admin' } },
      result: { state: true, data: { id: 1, username: 'admin' } },
    },
    {
      name: 'getUserBalance',
      run: () => provider.getUserBalance(),
      route: 'GET /api/user/m/user-balance',
      body: undefined,
      json: { ok: true, status: 'ok', data: { balance: 10, username: 'admin' } },
      result: { status: 'ok', data: { balance: 10, username: 'admin' } },
    },
    {
      name: 'listPremierLeagueSeasons',
      run: () => provider.listPremierLeagueSeasons(),
      route: 'GET /api/premier-league/v1/seasons',
      body: undefined,
      json: { ok: true, seasons },
      result: { seasons },
    },
  ])('$name -> $route', async ({ run, route, body, json, result }) => {
    answer(route, json);
    await expect(run()).resolves.toEqual(result);
    const call = only();
    expect(`${call.method} ${call.path}`).toBe(route);
    expect(call.body).toEqual(body);
    expect(call.authorization).toBe('Bearer test-token-0123456789abcdef');
  });

  it('uploadGameWeekImage sends multipart with the file in field "slip" and answers image_url', async () => {
    answer('POST /api/admin/v1/upload-image-gameweek', { ok: true, image_url: '/api/images/abcdefgh1234' });
    await expect(provider.uploadGameWeekImage(image, 'week.png')).resolves.toEqual({
      image_url: '/api/images/abcdefgh1234',
    });
    const call = only();
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const file = (call.body as FormData).get('slip') as Blob;
    expect(file.size).toBe(4);
  });

  it('downloadExcelXlsx answers the file as a Blob', async () => {
    answers.set('GET /api/admin/v1/downloadexcel/12.xlsx', { status: 200, text: 'PK\u0003\u0004xlsx' });
    const file = await provider.downloadExcelXlsx(12);
    expect(only().path).toBe('/api/admin/v1/downloadexcel/12.xlsx');
    expect(await file.text()).toBe('PK\u0003\u0004xlsx');
  });
});

describe("failures become HttpError with the answer's error text and status", () => {
  it.each([
    [400, 'Invalid price: must be >= 0'],
    [401, 'Your session has ended or is not valid: please sign in again'],
    [404, 'No such team'],
    [409, 'The payment is not pending'],
    [413, 'The file is too large (at most 5 MB)'],
    [429, 'Too many failed sign-ins'],
    [500, 'Something went wrong on the server (request 1)'],
  ])('%s { ok: false, error } -> HttpError(%j)', async (status, error) => {
    answer('GET /api/admin/v1/teams', { ok: false, error }, status);
    const failure = await provider
      .getList('team', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ message: error, status, body: { ok: false, error } });
  });

  it('a custom method fails the same way (confirming a cancelled payment: 409)', async () => {
    answer('PUT /api/admin/v1/payment/5', { ok: false, error: 'The payment is cancelled' }, 409);
    await expect(provider.confirmPayment(5)).rejects.toMatchObject({
      status: 409,
      message: 'The payment is cancelled',
    });
  });

  it('a 200 answer with ok: false is a failure too', async () => {
    answer('GET /api/admin/v1/season-alls', { ok: false, error: 'cannot fetch data' });
    await expect(
      provider.getList('season', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: 'cannot fetch data', status: 200 });
  });

  it('a non-JSON failure (a proxy page) reports the status text', async () => {
    answers.set('GET /api/admin/v1/season-alls', { status: 502, text: '<html>bad gateway</html>' });
    await expect(
      provider.getList('season', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: 'Bad Gateway', status: 502, body: null });
  });

  it('an answer without the declared rows key is an error, not an empty list', async () => {
    answer('GET /api/admin/v1/teams', { ok: true, rows: [] });
    await expect(
      provider.getList('team', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('listTeams: the answer has no "teams" list');
  });
});
