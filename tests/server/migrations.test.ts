import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connection';
import { MIGRATION_NAMES, migrateToLatest } from '../../server/db/migrate';
import * as initial from '../../server/db/migrations/001_initial';
import * as entrantsRankingOrder from '../../server/db/migrations/002_entrants_ranking_order';
import * as rowCounts from '../../server/db/migrations/003_row_counts';
import * as membersPrefixSearch from '../../server/db/migrations/004_members_prefix_search';
import * as paymentsChanges from '../../server/db/migrations/005_payments_changes';
import * as loginAttempts from '../../server/db/migrations/007_login_attempts';
import type { Database, NewRow, TableName } from '../../server/db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/database';

/** Typed by schema.ts's table names: adding a table there without listing it here fails to compile. */
const EVERY_TABLE: Record<TableName, true> = {
  admins: true,
  sessions: true,
  login_attempts: true,
  seasons: true,
  teams: true,
  players: true,
  game_weeks: true,
  rewards: true,
  conditions: true,
  game_week_players: true,
  team_vs: true,
  users: true,
  payments: true,
  tickets: true,
  game_week_entries: true,
  entry_picks: true,
  images: true,
  audit_log: true,
  row_counts: true,
};

/**
 * The application's tables in the handle's own database or schema, without Kysely's bookkeeping, nor the
 * members search's FTS5 index on SQLite (a virtual table and its shadow tables, migration 006: an index
 * of users, not a table of the data model; its own test is membersSubstringSearchMigration.test.ts).
 */
async function listTables(handle: DatabaseHandle): Promise<string[]> {
  const query =
    handle.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const { rows } = await query.execute(handle.db);
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('users_search'))
    .sort();
}

const NOW = '2025-01-05T10:00:00.000Z';

async function insertSeasonTeamPlayer(db: Kysely<Database>, player: Partial<NewRow<'players'>> = {}) {
  await db.insertInto('seasons').values({ id: 578, label: '2023/24' }).execute();
  const team = await db
    .insertInto('teams')
    .values({
      season_id: 578,
      team_id: 3,
      name: 'Arsenal',
      short_name: 'ARS',
      club_abbr: 'ARS',
      grounds_city: 'London',
      alt_ids_opta: 't3',
      alt_ids_opta_id: '3',
      is_close: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('players')
    .values({
      season_id: 578,
      team_id: team.id,
      first_name: 'Bukayo',
      last_name: 'Saka',
      name: 'B. Saka',
      position: 'M',
      position_info: 'Right Winger',
      shirt_num: null,
      price: 12.5,
      age: null,
      birth: null,
      national_team: 'England',
      player_code: 223340,
      external_player_id: null,
      player_opta: 'p223340',
      team_code: 'ARS',
      yellow_cards: 2,
      red_cards: 0,
      is_injured: 1,
      is_ban: 0,
      goal: 7,
      assist: 5,
      ...player,
    } as NewRow<'players'>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { teamId: team.id, playerId: row.id };
}

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let handle: TestDatabase;
  let firstRun: { applied: string[] };

  beforeAll(async () => {
    handle = await createTestDatabase(kind, 'migrations');
    firstRun = await migrateToLatest(handle);
  });
  afterAll(() => handle?.dispose());

  it('creates every table of the data model in an empty database', async () => {
    // every migration, in the order of their names (Kysely's order), none failed or left out
    expect(firstRun.applied).toEqual(MIGRATION_NAMES);
    expect(MIGRATION_NAMES).toEqual([...MIGRATION_NAMES].sort());
    expect(MIGRATION_NAMES.slice(0, 3)).toEqual(['001_initial', '002_entrants_ranking_order', '003_row_counts']);
    expect(await listTables(handle)).toEqual(Object.keys(EVERY_TABLE).sort());
    if (handle.dialect === 'postgres') {
      // listTables reads current_schema(): it must be this test's own schema, not public.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
      expect(rows[0].schema).toMatch(/^t_migrations_[0-9a-f]{10}$/);
    }
  });

  it('applies nothing when the database is already up to date', async () => {
    expect(await migrateToLatest(handle)).toEqual({ applied: [] });
    expect(await listTables(handle)).toHaveLength(Object.keys(EVERY_TABLE).length);
  });

  it('hands back integers, text, 0/1 flags, nulls and NUMERIC(12,2) money as the same JS values', async () => {
    const { playerId } = await insertSeasonTeamPlayer(handle.db);
    const player = await handle.db
      .selectFrom('players')
      .selectAll()
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(player).toMatchObject({
      season_id: 578,
      name: 'B. Saka',
      price: 12.5,
      is_injured: 1,
      is_ban: 0,
      shirt_num: null,
      birth: null,
      player_code: 223340,
    });
    expect(typeof player.price).toBe('number');
  });

  it('answers counts and sums as numbers', async () => {
    const totals = await handle.db
      .selectFrom('players')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('price').as('price_sum')])
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ count: 1, price_sum: 12.5 });
  });

  it('round-trips amounts in baht and satang exactly', async () => {
    const user = await handle.db
      .insertInto('users')
      .values({
        name: 'Somchai',
        username: 'somchai',
        phone: '0812345678',
        bank_account: '123',
        bank_type: 'KBANK',
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('payments')
      .values({
        user_id: user.id,
        value: 3,
        amount: 1234567.89,
        status: 'pending',
        qr_payload: '000201',
        reference_code: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const payment = await handle.db.selectFrom('payments').select('amount').executeTakeFirstOrThrow();
    expect(payment.amount).toBe(1234567.89);
  });

  it('round-trips image bytes exactly', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    await handle.db
      .insertInto('images')
      .values({
        public_id: 'img_1',
        mime: 'image/png',
        bytes,
        size: bytes.length,
        sha256: 'x',
        admin_id: null,
        created_at: NOW,
      })
      .execute();
    const image = await handle.db
      .selectFrom('images')
      .select('bytes')
      .where('public_id', '=', 'img_1')
      .executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(image.bytes)).toBe(true);
    expect([...image.bytes]).toEqual([...bytes]);
  });

  it('starts counters and flags a row leaves out at 0', async () => {
    const game = await handle.db
      .insertInto('game_weeks')
      .values({
        season_id: 578,
        week: 1,
        week_name: 'GW1',
        status: 'active',
        start_date: '2025-01-04 18:00',
        end_date: '2025-01-06 23:00',
      } as NewRow<'game_weeks'>)
      .returning(['reward', 'reward2'])
      .executeTakeFirstOrThrow();
    expect(game).toEqual({ reward: 0, reward2: 0 });
  });

  it('generates increasing ids', async () => {
    const insertCondition = (type: string) =>
      handle.db.insertInto('conditions').values({ type, max: 3 }).returning('id').executeTakeFirstOrThrow();
    const first = await insertCondition('max_per_team');
    const second = await insertCondition('max_per_user');
    expect(second.id).toBeGreaterThan(first.id);
  });
});

describe.each(databaseKinds)('the migrations rolled back on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, 'migration_down', { migrate: true });
  });
  afterAll(() => handle?.dispose());

  it('drop every table again, newest first', async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    expect(await listTables(handle)).toHaveLength(Object.keys(EVERY_TABLE).length);
    await loginAttempts.down(db, kind);
    await paymentsChanges.down(db, kind);
    await membersPrefixSearch.down(db);
    await rowCounts.down(db, kind);
    expect(await listTables(handle)).not.toContain('row_counts');
    // the counting triggers went with it: writes to the counted tables work without their table
    const user = await handle.db
      .insertInto('users')
      .values({ name: 'n', username: 'u', phone: '0', bank_account: '1', bank_type: 'KBANK', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('payments')
      .values({
        user_id: user.id,
        value: 1,
        amount: 20,
        status: 'pending',
        qr_payload: 'q',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await entrantsRankingOrder.down(db);
    await initial.down(db);
    expect(await listTables(handle)).toEqual([]);
  });
});
