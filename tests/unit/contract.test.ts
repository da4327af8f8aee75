/**
 * The /admin/v1 contract: the route table is consistent and every route of it is exercised by contract cases,
 * every schema compiles with both validators the project uses (TypeBox's compiler and Ajv), and the schemas
 * accept the spec's examples while rejecting near misses. No list of routes is kept here: the table is the list.
 */
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  AuditLogQuery,
  type Body,
  CompletedPaymentsAnswer,
  CreateGameWeekBody,
  CreatePlayerBody,
  CreateTeamVsBody,
  ExcelAnswer,
  FreeTicketBody,
  GameWeekDetailAnswer,
  ListTeamVsQuery,
  LoginBody,
  type Params,
  PendingPaymentsAnswer,
  type Query,
  type RouteDef,
  routeById,
  routes,
  SaveGameWeekRewardBody,
  SeasonDetailAnswer,
  SeeTicketUserParams,
  TeamBody,
  TeamClosedBody,
  UpdateConditionBody,
  UpdateGameWeekPlayerBody,
  UpdatePaymentBody,
  UpdatePlayerBody,
  UpdateRewardBody,
  UpdateTeamVsBody,
  UsersQuery,
} from '../../contract';
import { allCases } from '../contract/cases';

const table = routes as readonly RouteDef[];
/** The rows of the spec's call table (section 7): a count of the spec, which never grows with our additions. */
const SPEC_CALLS = 42;
const SCHEMA_PARTS = ['params', 'querystring', 'body', 'response'] as const;

function schemasOf(route: RouteDef) {
  return SCHEMA_PARTS.flatMap((part) => (route[part] ? [{ part, schema: route[part] as TSchema }] : []));
}

const checkers = new Map<TSchema, ReturnType<typeof TypeCompiler.Compile>>();
function accepts(schema: TSchema, value: unknown) {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = TypeCompiler.Compile(schema);
    checkers.set(schema, checker);
  }
  return checker.Check(value);
}

function hasKeyDeep(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKeyDeep(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key));
  }
  return false;
}

describe('the route table', () => {
  it('has contract cases for every route, which the server on both databases and the demo must answer', () => {
    const uncovered = table.filter((route) => !allCases.some((testCase) => testCase.route === route.id));
    expect(uncovered.map((route) => route.id)).toEqual([]);
  });

  it("keeps the spec's calls (section 7's table) as the routes of origin 'spec'", () => {
    expect(table.filter((route) => route.origin === 'spec')).toHaveLength(SPEC_CALLS);
  });

  it('has unique ids', () => {
    const ids = table.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a unique method and path per route', () => {
    const keys = table.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every path parameter in the params schema, and only those', () => {
    for (const route of table) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = Object.keys((route.params as { properties?: object } | undefined)?.properties ?? {}).sort();
      expect(inSchema, route.id).toEqual(inPath);
    }
  });

  it('requires a token everywhere except login and the public images', () => {
    const open = table.filter((route) => !route.auth).map((route) => route.id);
    expect(open.sort()).toEqual(['getImage', 'login']);
  });

  it("keeps the spec's paths (section 7)", () => {
    expect(routeById.login).toMatchObject({ method: 'POST', path: '/admin/v1/login' });
    expect(routeById.fetchLivescoreTable.path).toBe('/admin/v1/fatch-livescore-table');
    expect(routeById.setTeamClosed).toMatchObject({ method: 'PUT', path: '/admin/v1/team/:id/is_close' });
    expect(routeById.seeTicketUser.path).toBe('/admin/v1/see-ticket-user/:userId/:phone');
    expect(routeById.userBalance.path).toBe('/user/m/user-balance');
    expect(routeById.getImage.path).toBe('/images/:publicId');
  });

  it('sends the upload as multipart without a JSON body, and names the content type of binary answers', () => {
    expect(routeById.uploadGameWeekImage.multipart).toBe(true);
    expect(routeById.uploadGameWeekImage.body).toBeUndefined();
    expect(routeById.downloadExcelXlsx.produces).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(routeById.getImage.produces).toContain('image/png');
    expect(
      table
        .filter((route) => route.multipart || route.produces)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['downloadExcelXlsx', 'getImage', 'uploadGameWeekImage']);
  });

  it('finds every route by its id', () => {
    for (const route of table) expect(routeById[route.id as keyof typeof routeById]).toBe(route);
  });
});

describe('the schemas', () => {
  it('all compile with the TypeBox compiler', () => {
    for (const route of table) {
      for (const { part, schema } of schemasOf(route)) {
        expect(() => TypeCompiler.Compile(schema), `${route.id} ${part}`).not.toThrow();
      }
    }
  });

  it('all compile with strict Ajv (valid JSON Schema, as the server registers them)', () => {
    const ajv = new Ajv({ strict: true, allErrors: false });
    addFormats(ajv);
    for (const route of table) {
      for (const { part, schema } of schemasOf(route)) {
        expect(() => ajv.compile(schema), `${route.id} ${part}`).not.toThrow();
      }
    }
  });

  it('carry no $id, so one schema can serve many routes in one Ajv instance', () => {
    for (const route of table) {
      for (const { part, schema } of schemasOf(route))
        expect(hasKeyDeep(schema, '$id'), `${route.id} ${part}`).toBe(false);
    }
  });

  it('hold every text a request takes to the text rules (contract/text.ts): no control character, no invalid Unicode', () => {
    const texts: { at: string; schema: TSchema }[] = [];
    const collect = (schema: TSchema | undefined, at: string) => {
      if (!schema) return;
      if (schema.type === 'string' && !('const' in schema)) texts.push({ at, schema });
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        collect(property as TSchema, `${at}.${name}`);
      for (const branch of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) collect(branch, at);
    };
    for (const route of table)
      for (const part of ['params', 'querystring', 'body'] as const) collect(route[part], `${route.id} ${part}`);
    expect(texts.length).toBeGreaterThan(50);
    for (const { at, schema } of texts) {
      for (const hostile of ['a\u001b[31mb', 'a\uD800b', 'a\u0085b'])
        expect(Value.Check(schema, hostile), at).toBe(false);
    }
  });

  it('document every body, query and answer with a title and a description', () => {
    for (const route of table) {
      for (const { part, schema } of schemasOf(route)) {
        if (part === 'params') continue;
        expect(schema.title, `${route.id} ${part}`).toEqual(expect.any(String));
        expect(schema.description, `${route.id} ${part}`).toEqual(expect.any(String));
      }
    }
  });
});

const seasonPlayerRow = {
  TeamID: 12,
  FirstName: 'Mohamed',
  LastName: 'Salah',
  YellowsCard: 1,
  RedsCard: 0,
  IsInjured: false,
  IsBan: false,
  Price: 12.5,
  Position: 'F',
  PositionInfo: 'Right Winger',
  Age: 32,
  Birth: '1992-06-15',
  Name: 'M. Salah',
  NationalTeam: 'Egypt',
  PlayerCode: 118748,
  PlayerID: 5178,
  PlayerOpta: 'p118748',
  Seasons: 578,
  ShirtNum: 11,
  TeamCode: 'LIV',
};

const pointRow = {
  id: 301,
  player_id: 42,
  game_week_id: 7,
  team_id: 12,
  name: 'M. Salah',
  position: 'F',
  shirt_num: 11,
  goal: 1,
  assist: 0,
  play_point: 2,
  goal_point: 4,
  assist_point: 0,
  clean_sheet: 0,
  free_kick_point: 0,
  card_point: -1,
  self_goal_point: 0,
  lose_goal_point: 0,
  team_vs: 'LIV vs ARS',
};

const teamForm = {
  season_id: 578,
  team_id: 14,
  name: 'Liverpool',
  short_name: 'Liverpool',
  club_abbr: 'LIV',
  grounds_city: 'Liverpool',
  alt_ids_opta: 't14',
  alt_ids_opta_id: '14',
};

describe('request schemas: the spec accepted, near misses rejected', () => {
  it('login needs a filled username and password and the app key', () => {
    expect(accepts(LoginBody, { username: 'admin', password: 'secret', app_key: 'matchday' })).toBe(true);
    expect(accepts(LoginBody, { username: 'admin', password: '   ', app_key: 'matchday' })).toBe(false);
    expect(accepts(LoginBody, { username: '', password: 'secret', app_key: 'matchday' })).toBe(false);
    expect(accepts(LoginBody, { username: 'admin', password: 'secret' })).toBe(false);
    expect(accepts(LoginBody, { username: 'a'.repeat(201), password: 'secret', app_key: 'matchday' })).toBe(false);
  });

  it("creates players from the season editor's row or the game-week screen's payload", () => {
    expect(accepts(CreatePlayerBody, seasonPlayerRow)).toBe(true);
    expect(
      accepts(CreatePlayerBody, { team_id: 12, name: 'New Kid', position: 'M', shirt_num: 8, goal: 0, assist: 0 }),
    ).toBe(true);
    expect(accepts(CreatePlayerBody, { ...seasonPlayerRow, Position: 'X' })).toBe(false);
    expect(accepts(CreatePlayerBody, { team_id: 12, name: 'New Kid', position: 'X' })).toBe(false);
    expect(accepts(CreatePlayerBody, { ...seasonPlayerRow, Price: -1 })).toBe(false);
    expect(accepts(CreatePlayerBody, { ...seasonPlayerRow, Name: ' ' })).toBe(false);
  });

  it('updates a player from the full row: extras allowed, every known field checked, empty numbers null', () => {
    const row = { ID: 42, ...seasonPlayerRow, createdAt: 'ignored', team: { id: 12 } };
    expect(accepts(UpdatePlayerBody, row)).toBe(true);
    // parseInt('') is NaN, which JSON sends as null
    expect(accepts(UpdatePlayerBody, { ...row, ShirtNum: null, PlayerCode: null, Age: null, Birth: null })).toBe(true);
    expect(accepts(UpdatePlayerBody, { ...row, ShirtNum: '11' })).toBe(false);
    expect(accepts(UpdatePlayerBody, { ...row, PlayerID: 5.5 })).toBe(false);
    expect(accepts(UpdatePlayerBody, { ...row, IsInjured: 'yes' })).toBe(false);
    expect(accepts(UpdatePlayerBody, { ...row, Seasons: undefined })).toBe(false);
  });

  it('creates a game week with a known status and YYYY-MM-DD HH:mm dates', () => {
    const gameWeek = {
      season_id: 578,
      week: 5,
      status: 'active',
      start_date: '2024-01-05 09:00',
      end_date: '2024-01-08 23:59',
      week_name: 'Game Week 5',
    };
    expect(accepts(CreateGameWeekBody, gameWeek)).toBe(true);
    for (const status of ['preopen', 'close']) expect(accepts(CreateGameWeekBody, { ...gameWeek, status })).toBe(true);
    expect(accepts(CreateGameWeekBody, { ...gameWeek, status: 'open' })).toBe(false);
    expect(accepts(CreateGameWeekBody, { ...gameWeek, start_date: '2024-1-5 9:00' })).toBe(false);
    expect(accepts(CreateGameWeekBody, { ...gameWeek, end_date: '2024-01-08T23:59' })).toBe(false);
    expect(accepts(CreateGameWeekBody, { ...gameWeek, week: 0 })).toBe(false);
  });

  it('saves a game-week reward: a non-negative prize and a whole number of free tickets', () => {
    expect(accepts(SaveGameWeekRewardBody, { reward: 5000, reward_n: 3 })).toBe(true);
    expect(accepts(SaveGameWeekRewardBody, { reward: 5000, reward_n: 1.5 })).toBe(false);
    expect(accepts(SaveGameWeekRewardBody, { reward: -1, reward_n: 3 })).toBe(false);
  });

  it('takes the eight point fields as whole numbers', () => {
    expect(accepts(UpdateGameWeekPlayerBody, pointRow)).toBe(true);
    expect(accepts(UpdateGameWeekPlayerBody, { ...pointRow, goal_point: 1.5 })).toBe(false);
    expect(accepts(UpdateGameWeekPlayerBody, { ...pointRow, card_point: '-1' })).toBe(false);
    expect(accepts(UpdateGameWeekPlayerBody, { ...pointRow, play_point: 100 })).toBe(false);
    const { lose_goal_point: _, ...withoutOne } = pointRow;
    expect(accepts(UpdateGameWeekPlayerBody, withoutOne)).toBe(false);
  });

  it('needs all eight team-form fields, non-blank', () => {
    expect(accepts(TeamBody, teamForm)).toBe(true);
    expect(accepts(TeamBody, { ...teamForm, short_name: '  ' })).toBe(false);
    const { alt_ids_opta_id: _, ...withoutOne } = teamForm;
    expect(accepts(TeamBody, withoutOne)).toBe(false);
    expect(accepts(TeamBody, { ...teamForm, team_id: '14' })).toBe(false);
    expect(TeamBody.properties.season_id.default).toBe(578);
  });

  it('opens or closes a team with 0 or 1 only', () => {
    expect(accepts(TeamClosedBody, { is_close: 1 })).toBe(true);
    expect(accepts(TeamClosedBody, { is_close: 0 })).toBe(true);
    expect(accepts(TeamClosedBody, { is_close: 2 })).toBe(false);
    expect(accepts(TeamClosedBody, { is_close: true })).toBe(false);
  });

  it('creates fixtures on YYYY-MM-DD at HH:mm and lists them by a required date', () => {
    const fixture = { date: '2024-01-05', team1: 1, team2: 2, sort: 1, time: '19:30' };
    expect(accepts(CreateTeamVsBody, fixture)).toBe(true);
    expect(accepts(CreateTeamVsBody, { ...fixture, date: '05/01/2024' })).toBe(false);
    expect(accepts(CreateTeamVsBody, { ...fixture, time: '7:30 PM' })).toBe(false);
    expect(accepts(ListTeamVsQuery, { date: '2024-01-05' })).toBe(true);
    expect(accepts(ListTeamVsQuery, {})).toBe(false);
  });

  it('scores a fixture 0..99 or null', () => {
    expect(accepts(UpdateTeamVsBody, { score1: 2, score2: 0, sort: 1 })).toBe(true);
    expect(accepts(UpdateTeamVsBody, { score1: null, score2: null, sort: 1 })).toBe(true);
    expect(accepts(UpdateTeamVsBody, { score1: 100, score2: 0, sort: 1 })).toBe(false);
    expect(accepts(UpdateTeamVsBody, { score1: -1, score2: 0, sort: 1 })).toBe(false);
    expect(accepts(UpdateTeamVsBody, { score1: 1.5, score2: 0, sort: 1 })).toBe(false);
  });

  it('confirms a payment, or cancels it only with a reference code', () => {
    expect(accepts(UpdatePaymentBody, { status: 'completed' })).toBe(true);
    expect(accepts(UpdatePaymentBody, { status: 'cancelled', reference_code: 'REF-123' })).toBe(true);
    expect(accepts(UpdatePaymentBody, { status: 'cancelled' })).toBe(false);
    expect(accepts(UpdatePaymentBody, { status: 'cancelled', reference_code: '  ' })).toBe(false);
    expect(accepts(UpdatePaymentBody, { status: 'pending' })).toBe(false);
  });

  it('gives a free ticket to {user_id}, and runs the repair on {}', () => {
    expect(accepts(FreeTicketBody, {})).toBe(true);
    expect(accepts(FreeTicketBody, { user_id: 7 })).toBe(true);
    expect(accepts(FreeTicketBody, { user_id: 0 })).toBe(false);
    expect(accepts(FreeTicketBody, { user_id: 'x' })).toBe(false);
  });

  it('edits ten reward texts of at most 500 characters and a whole-number condition', () => {
    const texts = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`reward${i + 1}`, `prize ${i + 1}`]));
    expect(accepts(UpdateRewardBody, texts)).toBe(true);
    expect(accepts(UpdateRewardBody, { ...texts, reward10: 'x'.repeat(501) })).toBe(false);
    expect(accepts(UpdateConditionBody, { max: 3 })).toBe(true);
    expect(accepts(UpdateConditionBody, { max: -1 })).toBe(false);
    expect(accepts(UpdateConditionBody, { max: 2.5 })).toBe(false);
  });

  it("looks tickets up by user id or phone, '-' standing for the absent one", () => {
    expect(accepts(SeeTicketUserParams, { userId: '15', phone: '-' })).toBe(true);
    expect(accepts(SeeTicketUserParams, { userId: '-', phone: '+66812345678' })).toBe(true);
    expect(accepts(SeeTicketUserParams, { userId: 'abc', phone: '-' })).toBe(false);
    expect(accepts(SeeTicketUserParams, { userId: '-', phone: '1'.repeat(21) })).toBe(false);
  });

  it('bounds the user and audit-log queries', () => {
    expect(accepts(UsersQuery, { page: 2, limit: 50, q: 'som', sort: 'name', order: 'DESC' })).toBe(true);
    expect(accepts(UsersQuery, { sort: 'phone' })).toBe(false);
    expect(accepts(UsersQuery, { limit: 101 })).toBe(false);
    expect(accepts(AuditLogQuery, { action: 'payment.confirm', admin: 'admin', from: '2024-01-01' })).toBe(true);
    expect(accepts(AuditLogQuery, { action: 'payment.steal' })).toBe(false);
    expect(accepts(AuditLogQuery, { to: '2024/01/31' })).toBe(false);
  });
});

describe('answer schemas', () => {
  const seasonPlayer = { ID: 42, ...seasonPlayerRow };

  it("describe the season editor's PascalCase players", () => {
    const answer = {
      ok: true,
      season: { id: 578, label: '2023/24' },
      teams: [{ ID: 12, Name: 'Liverpool', TeamID: 14, AltIdsOpta: 't14' }],
      players: [seasonPlayer],
    };
    expect(accepts(SeasonDetailAnswer, answer)).toBe(true);
    const { PlayerID: _, ...withoutPlayerId } = seasonPlayer;
    expect(accepts(SeasonDetailAnswer, { ...answer, players: [withoutPlayerId] })).toBe(false);
  });

  it('carry both the row id and the season player id on game-week detail rows', () => {
    const answer = {
      ok: true,
      gameWeek: {
        id: 7,
        season_id: 578,
        week: 5,
        start_date: '2024-01-05 09:00',
        end_date: '2024-01-08 23:59',
        reward: 5000,
        reward2: 3,
        status: 'active',
        week_name: 'Game Week 5',
        image_url: null,
      },
      teams: [{ ID: 12, Name: 'Liverpool', TeamID: 14, AltIdsOpta: 't14' }],
      players: [pointRow],
    };
    expect(accepts(GameWeekDetailAnswer, answer)).toBe(true);
    const { player_id: _, ...withoutPlayerId } = pointRow;
    expect(accepts(GameWeekDetailAnswer, { ...answer, players: [withoutPlayerId] })).toBe(false);
  });

  it("page payments with the spec's total pages plus the row total", () => {
    const payment = {
      id: 1,
      value: 2,
      amount: 200,
      status: 'pending',
      user_id: 15,
      qr_code: 'data:image/png;base64,iVBORw0KGgo=',
      reference_code: null,
      created_at: '2024-01-05T02:00:00.000Z',
    };
    expect(
      accepts(PendingPaymentsAnswer, { ok: true, pendingPayments: [payment], totalPagesPending: 1, total: 1 }),
    ).toBe(true);
    expect(accepts(PendingPaymentsAnswer, { ok: true, pendingPayments: [payment], total: 1 })).toBe(false);
    expect(
      accepts(CompletedPaymentsAnswer, {
        ok: true,
        completedPayments: [{ ...payment, status: 'completed' }],
        totalPagesCompleted: 1,
        total: 1,
      }),
    ).toBe(true);
  });

  it('export entries with their players for the spreadsheet', () => {
    const answer = {
      ok: true,
      timenow: '2024-01-09T10:00:00.000Z',
      data: [
        {
          id: 90,
          user_id: 15,
          name: 'Somchai FC',
          season: 578,
          week_id: 7,
          created_at: '2024-01-05T03:00:00.000Z',
          total_price: 99.5,
          total_point: 61,
          player_game: [{ main_id: 42, position: 'F', captain: true, name: 'M. Salah', price: 12.5, points: 8 }],
        },
      ],
    };
    expect(accepts(ExcelAnswer, answer)).toBe(true);
    const badPick = { ...answer.data[0].player_game[0], captain: 1 };
    expect(accepts(ExcelAnswer, { ...answer, data: [{ ...answer.data[0], player_game: [badPick] }] })).toBe(false);
  });
});

describe('the type helpers', () => {
  it('type answers, bodies, params and queries from the route table', () => {
    const login: Answer<'login'> = { ok: true, tokenString: 'token' };
    const cancel: Body<'updatePayment'> = { status: 'cancelled', reference_code: 'REF-1' };
    const params: Params<'seeTicketUser'> = { userId: '15', phone: '-' };
    const query: Query<'listTeamVs'> = { date: '2024-01-05' };
    const noBody: Body<'checkToken'> = undefined;
    const noQuery: Query<'getSeasonDetail'> = undefined;
    // @ts-expect-error a cancel without reference_code is not a Body<'updatePayment'>
    const badCancel: Body<'updatePayment'> = { status: 'cancelled' };

    expect(accepts(routeById.login.response, login)).toBe(true);
    expect(accepts(routeById.updatePayment.body as TSchema, cancel)).toBe(true);
    expect(accepts(routeById.updatePayment.body as TSchema, badCancel)).toBe(false);
    expect(accepts(routeById.seeTicketUser.params as TSchema, params)).toBe(true);
    expect(accepts(routeById.listTeamVs.querystring as TSchema, query)).toBe(true);
    expect([routeById.checkToken.body, routeById.getSeasonDetail.querystring]).toEqual([noBody, noQuery]);
  });
});

describe('nullable body values under Ajv type coercion', () => {
  // Fastify's default Ajv coerces inside anyOf branches: a plain union with null would turn a null
  // score into 0 (or 0 into null). The body schemas keep both as sent, whatever the coercion setting.
  for (const coerceTypes of [false, 'array'] as const) {
    it(`keeps null scores null and 0 scores 0 (coerceTypes: ${coerceTypes})`, () => {
      const validate = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true }).compile(UpdateTeamVsBody);
      const body = { score1: null, score2: 0, sort: 1 };
      expect(validate(body)).toBe(true);
      expect(body).toEqual({ score1: null, score2: 0, sort: 1 });
      expect(validate({ score1: 100, score2: null, sort: 1 })).toBe(false);
    });
  }

  it('fills the team form season with 578 when it is left out (Ajv defaults)', () => {
    const validate = new Ajv({ useDefaults: true, removeAdditional: true }).compile(TeamBody);
    const { season_id: _, ...form } = teamForm;
    const body: Record<string, unknown> = { ...form };
    expect(validate(body)).toBe(true);
    expect(body.season_id).toBe(578);
  });
});
