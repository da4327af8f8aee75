import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TABLES, type DemoData, generateDemoData } from '../../fixtures';
import type { Database } from '../../server/db/schema';
import { isDatabaseEmpty, MAX_BOUND_PARAMETERS, rowsPerInsert, seedDemoData } from '../../server/db/seed';
import { cpuMsOfAsync } from '../support/cpuTime';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/database';

/** Per table: row count and sum of ids, plus sums of the columns whose values matter most. */
async function databaseChecksums(db: Kysely<Database>) {
  const loose = db as unknown as Kysely<Record<string, { id: number }>>;
  const result: Record<string, number> = {};
  for (const table of DEMO_TABLES) {
    const row = await loose
      .selectFrom(table)
      .select([sql<number>`count(*)`.as('rows'), sql<number>`coalesce(sum(id), 0)`.as('ids')])
      .executeTakeFirstOrThrow();
    result[`${table}.rows`] = Number(row.rows);
    result[`${table}.ids`] = Number(row.ids);
  }
  const sums = await Promise.all([
    db.selectFrom('payments').select(sql<number>`sum(amount)`.as('v')).executeTakeFirstOrThrow(),
    db.selectFrom('payments').select(sql<number>`sum(value)`.as('v')).executeTakeFirstOrThrow(),
    db.selectFrom('players').select(sql<number>`sum(price)`.as('v')).executeTakeFirstOrThrow(),
    db.selectFrom('game_week_entries').select(sql<number>`sum(total_point)`.as('v')).executeTakeFirstOrThrow(),
    db.selectFrom('game_week_entries').select(sql<number>`sum(total_price)`.as('v')).executeTakeFirstOrThrow(),
    db
      .selectFrom('entry_picks')
      .select(sql<number>`sum(player_id * slot + is_captain)`.as('v'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('game_week_players')
      .select(
        sql<number>`sum(play_point + goal_point + assist_point + clean_sheet + free_kick_point + card_point + self_goal_point + lose_goal_point)`.as(
          'v',
        ),
      )
      .executeTakeFirstOrThrow(),
    db.selectFrom('tickets').select(sql<number>`sum(is_used)`.as('v')).executeTakeFirstOrThrow(),
  ]);
  const names = ['amount', 'value', 'price', 'total_point', 'total_price', 'picks', 'points', 'used'];
  names.forEach((name, i) => {
    result[name] = Number(sums[i].v);
  });
  return result;
}

/** The same checksums computed from the generator's output. */
function dataChecksums(data: DemoData) {
  const result: Record<string, number> = {};
  const sum = <T>(rows: readonly T[], f: (row: T) => number) => rows.reduce((total, row) => total + f(row), 0);
  for (const table of DEMO_TABLES) {
    const rows: readonly { id: number }[] = data[table];
    result[`${table}.rows`] = rows.length;
    result[`${table}.ids`] = sum(rows, (row) => row.id);
  }
  result.amount = sum(data.payments, (p) => p.amount);
  result.value = sum(data.payments, (p) => p.value);
  result.price = sum(data.players, (p) => p.price);
  result.total_point = sum(data.game_week_entries, (e) => e.total_point);
  result.total_price = sum(data.game_week_entries, (e) => e.total_price);
  result.picks = sum(data.entry_picks, (p) => p.player_id * p.slot + p.is_captain);
  result.points = sum(
    data.game_week_players,
    (r) =>
      r.play_point +
      r.goal_point +
      r.assist_point +
      r.clean_sheet +
      r.free_kick_point +
      r.card_point +
      r.self_goal_point +
      r.lose_goal_point,
  );
  result.used = sum(data.tickets, (t) => t.is_used);
  return result;
}

it('cuts inserts into chunks under the bound-parameter limit of both databases', () => {
  expect(MAX_BOUND_PARAMETERS).toBeLessThanOrEqual(32_766);
  for (const columns of [1, 2, 7, 10, 11, 24]) {
    expect(rowsPerInsert(columns) * columns).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
    expect((rowsPerInsert(columns) + 1) * columns).toBeGreaterThan(MAX_BOUND_PARAMETERS);
  }
});

describe.each(databaseKinds)('seeding the demo data on %s', (kind) => {
  let database: TestDatabase;
  let data: DemoData;
  let emptyBefore: boolean;
  /** CPU time of this process, so a busy machine's waiting does not count: on SQLite the inserts run in it too */
  let seedCpuMs: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind, 'seed', { migrate: true });
    emptyBefore = await isDatabaseEmpty(database.db);
    seedCpuMs = await cpuMsOfAsync(async () => {
      data = generateDemoData();
      await seedDemoData(database.db, data);
    });
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('reports the database empty before the seed and not after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('generates and inserts the whole default data set in under 10 s of work', () => {
    expect(seedCpuMs).toBeLessThan(10_000);
  });

  it('stores the same row counts and checksums as the generator produces, run after run', async () => {
    const stored = await databaseChecksums(database.db);
    expect(stored).toEqual(dataChecksums(data));
    // a second generation gives the same data, so any seeded database matches any other
    expect(stored).toEqual(dataChecksums(generateDemoData()));
    // the current season's four weeks opened by now of 1,500 entries, the previous season's six of 500
    expect(stored['entry_picks.rows']).toBe((4 * 1500 + 6 * 500) * 11);
  });

  it('reads back rows equal to the generated ones, numbers and nulls included', async () => {
    const db = database.db;
    expect(await db.selectFrom('seasons').selectAll().orderBy('id', 'desc').execute()).toEqual(data.seasons);
    expect(await db.selectFrom('teams').selectAll().orderBy('id').execute()).toEqual(data.teams);
    expect(await db.selectFrom('players').selectAll().orderBy('id').execute()).toEqual(data.players);
    expect(await db.selectFrom('game_weeks').selectAll().orderBy('id').execute()).toEqual(data.game_weeks);
    expect(await db.selectFrom('rewards').selectAll().orderBy('id').execute()).toEqual(data.rewards);
    expect(await db.selectFrom('conditions').selectAll().orderBy('id').execute()).toEqual(data.conditions);
    expect(await db.selectFrom('team_vs').selectAll().orderBy('id').execute()).toEqual(data.team_vs);
    expect(await db.selectFrom('payments').selectAll().orderBy('id').execute()).toEqual(data.payments);
    const lastEntry = data.game_week_entries.at(-1)!;
    expect(await db.selectFrom('game_week_entries').selectAll().where('id', '=', lastEntry.id).execute()).toEqual([
      lastEntry,
    ]);
  });

  it('lets later inserts without an id continue after the seeded ids', async () => {
    const user = await database.db
      .insertInto('users')
      .values({
        name: 'ผู้ใช้ ใหม่',
        username: 'new-member-after-seed',
        phone: '0899999999',
        bank_account: '1234567890',
        bank_type: 'กสิกรไทย',
        created_at: '2024-05-19T05:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(user.id).toBe(data.users.length + 1);
    const ticket = await database.db
      .insertInto('tickets')
      .values({
        user_id: user.id,
        uuid: 'new-ticket-after-seed',
        is_used: 0,
        payment_id: null,
        source: 'free',
        created_at: '2024-05-19T05:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(ticket.id).toBe(data.tickets.length + 1);
  });
});

describe.each(databaseKinds)('a failing seed on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, 'seed_fail', { migrate: true });
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('leaves nothing behind when a late row breaks a rule', async () => {
    const data = generateDemoData({ entriesPerGameWeek: 20, users: 40, payments: 50 });
    // the very last row points at a player that does not exist: every table before it was written
    data.entry_picks[data.entry_picks.length - 1] = { ...data.entry_picks.at(-1)!, player_id: 999_999 };
    await expect(seedDemoData(database.db, data)).rejects.toThrow();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const picks = await database.db
      .selectFrom('entry_picks')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(picks.n)).toBe(0);
  });
});
