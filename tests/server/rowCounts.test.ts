/**
 * The counts the database keeps (migration 003_row_counts) against the rows themselves: after a seed (bulk
 * multi-row inserts), after any sequence of inserts, status moves, VIP moves and deletes, after a backfill
 * of existing rows, and under concurrent transactions.
 */
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData } from '../../fixtures';
import * as rowCounts from '../../server/db/migrations/003_row_counts';
import * as paymentsChanges from '../../server/db/migrations/005_payments_changes';
import type { Database, Flag, PaymentStatus } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import {
  countedRows,
  entriesCounter,
  PAYMENTS_CHANGES,
  paymentsCounter,
  USERS_COUNTER,
} from '../../server/domain/rowCounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/database';

const NOW = '2026-01-10T09:30:00.000Z';
const STATUSES: PaymentStatus[] = ['pending', 'completed', 'cancelled'];

/** Every counter the rows call for, counted the slow way; counters of no rows left out. */
async function actualCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  counts.set(USERS_COUNTER, Number(users.n));
  const payments = await db
    .selectFrom('payments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  for (const row of payments) counts.set(paymentsCounter(row.status), Number(row.n));
  const entries = await db
    .selectFrom('game_week_entries')
    .select(['game_week_id', 'is_vip', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['game_week_id', 'is_vip'])
    .execute();
  for (const row of entries) counts.set(entriesCounter(row.game_week_id, row.is_vip), Number(row.n));
  return counts;
}

/**
 * The kept counters, those at 0 left out (a counter whose rows all went stays, at 0), and the payments'
 * change counter (migration 005) too: it counts writes, not rows.
 */
async function keptCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('row_counts').select(['counter', 'n']).execute();
  return new Map(
    rows
      .filter((row) => Number(row.n) !== 0 && row.counter !== PAYMENTS_CHANGES)
      .map((row) => [row.counter, Number(row.n)]),
  );
}

async function expectCountsExact(db: Kysely<Database>) {
  expect(await keptCounts(db)).toEqual(await actualCounts(db));
}

const anyUserId = async (db: Kysely<Database>) =>
  (await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;

function newPayment(userId: number, status: PaymentStatus) {
  return {
    user_id: userId,
    value: 1,
    amount: 20,
    status,
    qr_payload: 'qr',
    reference_code: null,
    created_at: NOW,
    updated_at: NOW,
  };
}

type Command =
  | { kind: 'add payments'; statuses: PaymentStatus[] }
  | { kind: 'move payment'; pick: number; to: PaymentStatus }
  | { kind: 'delete payment'; pick: number }
  | { kind: 'add entry'; pick: number; vip: Flag }
  | { kind: 'move entry'; pick: number; vip: Flag }
  | { kind: 'delete entry'; pick: number }
  | { kind: 'add user' };

const status = fc.constantFrom(...STATUSES);
const vip = fc.constantFrom<Flag>(0, 1);
const pick = fc.nat({ max: 1000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('add payments' as const), statuses: fc.array(status, { minLength: 1, maxLength: 5 }) }),
  fc.record({ kind: fc.constant('move payment' as const), pick, to: status }),
  fc.record({ kind: fc.constant('delete payment' as const), pick }),
  fc.record({ kind: fc.constant('add entry' as const), pick, vip }),
  fc.record({ kind: fc.constant('move entry' as const), pick, vip }),
  fc.record({ kind: fc.constant('delete entry' as const), pick }),
  fc.record({ kind: fc.constant('add user' as const) }),
);

/** The pick-th row's id of a table (wrapping), or undefined when it is empty. */
async function nthId(db: Kysely<Database>, table: 'payments' | 'game_week_entries', n: number) {
  const ids = await db.selectFrom(table).select('id').orderBy('id').execute();
  return ids.length === 0 ? undefined : ids[n % ids.length].id;
}

async function run(db: Kysely<Database>, step: Command) {
  const userId = await anyUserId(db);
  switch (step.kind) {
    case 'add payments':
      await db
        .insertInto('payments')
        .values(step.statuses.map((s) => newPayment(userId, s)))
        .execute();
      return;
    case 'move payment': {
      const id = await nthId(db, 'payments', step.pick);
      if (id !== undefined) await db.updateTable('payments').set({ status: step.to }).where('id', '=', id).execute();
      return;
    }
    case 'delete payment': {
      const id = await nthId(db, 'payments', step.pick);
      if (id === undefined) return;
      await db.deleteFrom('tickets').where('payment_id', '=', id).execute();
      await db.deleteFrom('payments').where('id', '=', id).execute();
      return;
    }
    case 'add entry': {
      const weeks = await db.selectFrom('game_weeks').select('id').orderBy('id').execute();
      await db
        .insertInto('game_week_entries')
        .values({
          game_week_id: weeks[step.pick % weeks.length].id,
          user_id: userId,
          name: 'ทีมทดสอบ',
          is_vip: step.vip,
          total_point: 0,
          total_price: 100,
          created_at: NOW,
        })
        .execute();
      return;
    }
    case 'move entry': {
      const id = await nthId(db, 'game_week_entries', step.pick);
      if (id !== undefined) {
        await db.updateTable('game_week_entries').set({ is_vip: step.vip }).where('id', '=', id).execute();
      }
      return;
    }
    case 'delete entry': {
      const id = await nthId(db, 'game_week_entries', step.pick);
      if (id !== undefined) await db.deleteFrom('game_week_entries').where('id', '=', id).execute();
      return;
    }
    case 'add user':
      await db
        .insertInto('users')
        .values({
          name: 'สมชาย',
          username: `u${Math.random()}`,
          phone: '0812345678',
          bank_account: '1',
          bank_type: 'KBANK',
          created_at: NOW,
        })
        .execute();
      return;
  }
}

describe.each(databaseKinds)('row counts kept by the database on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'row_counts', { migrate: true });
    await seedDemoData(database.db, generateDemoData({ users: 40, payments: 60, entriesPerGameWeek: 15 }));
  });
  afterAll(() => database?.dispose());

  it('match the rows after a seed of multi-row inserts', async () => {
    expect((await keptCounts(database.db)).size).toBeGreaterThan(3);
    await expectCountsExact(database.db);
  });

  it('match the rows after any sequence of inserts, moves and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await run(database.db, step);
        await expectCountsExact(database.db);
      }),
      { numRuns: 15 },
    );
  });

  it('answer a list total by counter, 0 for a counter no row has reached', async () => {
    const pending = await database.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(await countedRows(database.db, paymentsCounter('pending'))).toBe(Number(pending.n));
    expect(await countedRows(database.db, entriesCounter(987_654, 1))).toBe(0);
  });

  it('leaves the counts as they were when the transaction that moved them rolls back', async () => {
    const before = await keptCounts(database.db);
    const userId = await anyUserId(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('payments').values(newPayment(userId, 'pending')).execute();
        await trx.updateTable('payments').set({ status: 'cancelled' }).where('status', '=', 'completed').execute();
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await keptCounts(database.db)).toEqual(before);
  });

  it('counts the rows already there when the migration is applied to a database in use', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    // 005's change counter lives in row_counts too: it goes first and comes back after
    await paymentsChanges.down(db, kind);
    await rowCounts.down(db, kind);
    const userId = await anyUserId(database.db);
    await database.db
      .insertInto('payments')
      .values(STATUSES.map((s) => newPayment(userId, s)))
      .execute();
    await rowCounts.up(db, kind);
    await paymentsChanges.up(db, kind);
    await expectCountsExact(database.db);
  });

  it('stay exact when concurrent transactions move the same counters', async () => {
    const userId = await anyUserId(database.db);
    const ids = await database.db
      .insertInto('payments')
      .values(Array.from({ length: 20 }, () => newPayment(userId, 'pending')))
      .returning('id')
      .execute();
    // settle and create at once, as two instances would: each its own transaction (on PostgreSQL's pool)
    await Promise.all([
      ...ids.map(({ id }) =>
        database.db.transaction().execute(async (trx) => {
          await trx.updateTable('payments').set({ status: 'completed' }).where('id', '=', id).execute();
          // hold the counters' row locks (PostgreSQL) a moment, so the others queue behind them
          await trx.selectFrom('payments').select('id').where('id', '=', id).execute();
        }),
      ),
      ...ids.map(() => database.db.insertInto('payments').values(newPayment(userId, 'pending')).execute()),
    ]);
    await expectCountsExact(database.db);
  });
});
