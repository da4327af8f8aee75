/**
 * The migrations, held against what they build rather than against lists kept here: the tables and columns
 * the migrations build are the ones server/db/schema.ts types or the REST declarations need; every file of server/db/migrations/ is
 * registered and runs in name order; and each migration's down() gives back exactly the schema its up()
 * found (read from the database's catalogue), newest first, down to an empty database.
 */
import { readdirSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, MIGRATION_NAMES, migrateToLatest } from '../../server/db/migrate';
import type { Database, GameKindCode, NewRow } from '../../server/db/schema';
import { schemaCatalogue, tableColumns } from './support/catalogue';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/database';
import { expectedTableColumns } from './support/tableTypes';

/** The migration files (001_initial.ts ...), whose names Kysely records; not the helpers beside them. */
const migrationFiles = () =>
  readdirSync('server/db/migrations')
    .filter((file) => /^\d{3}_\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

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

  it("applies every migration file, in the order of their names (Kysely's), none failed or left out", () => {
    expect(firstRun.applied).toEqual(MIGRATION_NAMES);
    expect(MIGRATION_NAMES).toEqual(migrationFiles());
    expect(MIGRATION_NAMES.slice(0, 3)).toEqual(['001_initial', '002_entrants_ranking_order', '003_row_counts']);
  });

  it('builds exactly the tables and columns that schema.ts types or the declarations need, no more, no fewer', async () => {
    expect(await tableColumns(handle.db, kind)).toEqual(expectedTableColumns());
    if (handle.dialect === 'postgres') {
      // the catalogue reads current_schema(): it must be this test's own schema, not public.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
      expect(rows[0].schema).toMatch(/^t_migrations_[0-9a-f]{10}$/);
    }
  });

  it('applies nothing when the database is already up to date', async () => {
    const before = await schemaCatalogue(handle.db, kind);
    expect(await migrateToLatest(handle)).toEqual({ applied: [] });
    expect(await schemaCatalogue(handle.db, kind)).toEqual(before);
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
    const insertCondition = (type: GameKindCode) =>
      handle.db.insertInto('conditions').values({ type, max: 3 }).returning('id').executeTakeFirstOrThrow();
    const first = await insertCondition('vip');
    const second = await insertCondition('normal');
    expect(second.id).toBeGreaterThan(first.id);
  });
});

describe.each(databaseKinds)('the migrations rolled back one at a time on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, 'migration_down');
  });
  afterAll(() => handle?.dispose());

  it('each down() gives back exactly the schema its up() found, newest first, to an empty database', async () => {
    const migrator = await createMigrator(handle);
    const found: string[][] = [];
    for (const name of MIGRATION_NAMES) {
      found.push(await schemaCatalogue(handle.db, kind));
      expect((await migrator.migrateUp()).error, `${name} up()`).toBeUndefined();
    }
    expect(found[0]).toEqual([]);
    for (const name of [...MIGRATION_NAMES].reverse()) {
      expect((await migrator.migrateDown()).error, `${name} down()`).toBeUndefined();
      expect(await schemaCatalogue(handle.db, kind), `the schema after ${name} down()`).toEqual(found.pop());
    }
  });
});

describe.each(databaseKinds)('the schema catalogue on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, 'catalogue', { migrate: true });
  });
  afterAll(() => handle?.dispose());

  /** What a forgetful down() could leave behind or put back wrong; each is undone with its transaction. */
  const leftovers: Record<string, string[]> = {
    'a table': ['create table leftover (id integer)'],
    'a column': ['alter table admins add column leftover integer'],
    'an index': ['create index leftover_idx on admins (created_at)'],
    'an index put back on other columns': [
      'drop index game_week_entries_ranking_idx',
      'create index game_week_entries_ranking_idx on game_week_entries (game_week_id)',
    ],
    'a trigger': [
      kind === 'postgres'
        ? 'create trigger leftover after insert on admins execute function payments_note_changes()'
        : 'create trigger leftover after insert on admins begin select 1; end',
    ],
    ...(kind === 'postgres'
      ? {
          'a function': ["create function leftover() returns integer language sql as 'select 1'"],
          'a changed default': ['alter table teams alter column is_close set default 1'],
        }
      : {}),
  };

  it.each(Object.entries(leftovers))('tells the schema with %s from the schema without', async (_what, statements) => {
    const before = await schemaCatalogue(handle.db, kind);
    const trx = await handle.db.startTransaction().execute();
    try {
      for (const statement of statements) await sql.raw(statement).execute(trx);
      expect(await schemaCatalogue(trx, kind)).not.toEqual(before);
    } finally {
      await trx.rollback().execute();
    }
    expect(await schemaCatalogue(handle.db, kind)).toEqual(before);
  });
});
