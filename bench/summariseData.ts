/** Fast: each game week's rows come from one set-based INSERT ... SELECT (a recursive CTE on SQLite). */
import { type Kysely, sql } from 'kysely';
import { POINT_FIELDS } from '../contract/rules/scoring';
import type { Dialect } from '../server/db/connection';
import type { Database, NewRow, Position } from '../server/db/schema';

export const BENCH_SEASON_ID = 578;
const TEAMS = 20;
const USERS = 1000;
const INSTANT = '2026-01-01T00:00:00.000Z';

/** Players per position; ids are given in blocks G, D, M, F so a pick can name a player of its slot's position. */
const POSITION_BLOCKS: { position: Position; first: number; count: number }[] = [
  { position: 'G', first: 1, count: 40 },
  { position: 'D', first: 41, count: 160 },
  { position: 'M', first: 201, count: 160 },
  { position: 'F', first: 361, count: 100 },
];
const PLAYER_COUNT = 460;

/** A 4-4-2: the slot, its position and the block its players come from. */
const SLOT_POSITIONS: Position[] = ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'F', 'F'];

/** Rows in slices of 500: well under both databases' bound-parameter limits. */
function* batches<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += 500) yield rows.slice(start, start + 500);
}

export async function loadLeague(db: Kysely<Database>): Promise<void> {
  await db.insertInto('seasons').values({ id: BENCH_SEASON_ID, label: '2025/26' }).execute();
  const teams: NewRow<'teams'>[] = Array.from({ length: TEAMS }, (_, i) => ({
    id: i + 1,
    season_id: BENCH_SEASON_ID,
    team_id: 1000 + i,
    name: `Team ${i + 1}`,
    short_name: `T${i + 1}`,
    club_abbr: `T${i + 1}`,
    grounds_city: 'City',
    alt_ids_opta: `t${i + 1}`,
    alt_ids_opta_id: `${i + 1}`,
    is_close: 0 as const,
  }));
  for (const batch of batches(teams)) await db.insertInto('teams').values(batch).execute();
  const players: NewRow<'players'>[] = [];
  for (const block of POSITION_BLOCKS) {
    for (let n = 0; n < block.count; n++) {
      const id = block.first + n;
      players.push({
        id,
        season_id: BENCH_SEASON_ID,
        team_id: 1 + (id % TEAMS),
        first_name: 'Player',
        last_name: `${id}`,
        name: `Player ${id}`,
        position: block.position,
        position_info: block.position,
        shirt_num: 1 + (id % 40),
        price: 5 + (id % 8),
        age: 20 + (id % 15),
        birth: null,
        national_team: 'TH',
        player_code: id,
        external_player_id: id,
        player_opta: `p${id}`,
        team_code: `T${1 + (id % TEAMS)}`,
        yellow_cards: 0,
        red_cards: 0,
        is_injured: 0,
        is_ban: 0,
        goal: 0,
        assist: 0,
      });
    }
  }
  for (const batch of batches(players)) await db.insertInto('players').values(batch).execute();
  const users: NewRow<'users'>[] = Array.from({ length: USERS }, (_, i) => ({
    id: i + 1,
    name: `Member ${i + 1}`,
    username: `member${i + 1}`,
    phone: `08${String(i).padStart(8, '0')}`,
    bank_account: `${1000000000 + i}`,
    bank_type: 'KBANK',
    created_at: INSTANT,
  }));
  for (const batch of batches(users)) await db.insertInto('users').values(batch).execute();
}

/** Small deterministic point values in the ranges the rules give (negative for penalties). */
function pointsOf(playerId: number, gameWeekId: number) {
  const h = (playerId * 2654435761 + gameWeekId * 40503) >>> 0;
  const pick = (shift: number, values: readonly number[]) => values[(h >>> shift) % values.length];
  const values = [
    pick(0, [0, 1, 2, 2, 5]),
    pick(3, [0, 0, 0, 4, 5, 6]),
    pick(6, [0, 0, 0, 3]),
    pick(9, [0, 0, 1, 4]),
    pick(12, [0, 0, 0, 0, 5, -2]),
    pick(15, [0, 0, 0, -1, -3]),
    pick(18, [0, 0, 0, 0, 0, -2]),
    pick(21, [0, 0, -1, -2]),
  ];
  return Object.fromEntries(POINT_FIELDS.map((field, i) => [field, values[i]])) as Record<
    (typeof POINT_FIELDS)[number],
    number
  >;
}

function entryNumbers(dialect: Dialect, count: number) {
  return dialect === 'postgres'
    ? { prefix: sql``, source: sql`generate_series(1, CAST(${count} AS integer)) AS n(i)` }
    : {
        prefix: sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`,
        source: sql`n`,
      };
}

export async function addGameWeek(
  db: Kysely<Database>,
  dialect: Dialect,
  gameWeekId: number,
  entries: number,
): Promise<void> {
  await db
    .insertInto('game_weeks')
    .values({
      id: gameWeekId,
      season_id: BENCH_SEASON_ID,
      week: gameWeekId,
      week_name: `Week ${gameWeekId}`,
      status: 'active',
      start_date: '2026-01-01 12:00',
      end_date: '2026-01-08 12:00',
      reward: 10000,
      reward2: 20,
      image_url: null,
    })
    .execute();
  const pointRows: NewRow<'game_week_players'>[] = Array.from({ length: PLAYER_COUNT }, (_, i) => ({
    game_week_id: gameWeekId,
    player_id: i + 1,
    ...pointsOf(i + 1, gameWeekId),
    team_vs: '',
  }));
  for (const batch of batches(pointRows)) await db.insertInto('game_week_players').values(batch).execute();
  const numbers = entryNumbers(dialect, entries);
  await sql`${numbers.prefix}
    INSERT INTO game_week_entries (game_week_id, user_id, name, is_vip, total_point, total_price, created_at)
    SELECT CAST(${gameWeekId} AS integer), 1 + (n.i % ${USERS}), 'Team ' || n.i, CASE WHEN n.i % 10 = 0 THEN 1 ELSE 0 END,
           0, 100, ${INSTANT}
    FROM ${numbers.source}`.execute(db);

  const slots = sql.join(
    SLOT_POSITIONS.map((position, index) => {
      const block = POSITION_BLOCKS.find((b) => b.position === position);
      if (!block) throw new Error(`no players for ${position}`);
      return sql`(${sql.lit(index + 1)}, ${sql.lit(position)}, ${sql.lit(block.first)}, ${sql.lit(block.count)})`;
    }),
  );
  await sql`WITH slots(slot, position, first_player, players) AS (VALUES ${slots})
    INSERT INTO entry_picks (entry_id, slot, player_id, position, is_captain, price)
    SELECT e.id, s.slot, s.first_player + ((e.id * 7 + s.slot * 13) % s.players), s.position,
           CASE WHEN s.slot = 1 + (e.id % 11) THEN 1 ELSE 0 END, 9
    FROM game_week_entries e CROSS JOIN slots s
    WHERE e.game_week_id = ${gameWeekId}`.execute(db);
}

/** Fresh planner statistics, as autovacuum (PostgreSQL) or a periodic ANALYZE (SQLite) would keep them. */
export async function analyze(db: Kysely<Database>): Promise<void> {
  await sql`ANALYZE`.execute(db);
}

const BULK_TABLES = ['game_week_entries', 'entry_picks'];

/**
 * On PostgreSQL, without the big tables' per-row foreign-key checks and index upkeep (a million picks otherwise
 * take most of a minute); they are read from the catalog and put back exactly, which validates every row once.
 */
export async function bulkLoad(db: Kysely<Database>, dialect: Dialect, load: () => Promise<void>): Promise<void> {
  if (dialect !== 'postgres') return load();
  const tables = sql`CAST(${`{${BULK_TABLES.join(',')}}`} AS regclass[])`;
  const { rows: constraints } = await sql<{ table: string; name: string; definition: string; kind: string }>`
    SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition, contype AS kind
    FROM pg_constraint WHERE contype IN ('f', 'u') AND conrelid = ANY(${tables})`.execute(db);
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
    FROM pg_index i WHERE indrelid = ANY(${tables}) AND NOT indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`.execute(db);
  const foreignKeysLast = [...constraints].sort((a, b) => (a.kind === 'f' ? 1 : 0) - (b.kind === 'f' ? 1 : 0));
  for (const c of [...foreignKeysLast].reverse()) {
    await sql`ALTER TABLE ${sql.raw(c.table)} DROP CONSTRAINT ${sql.id(c.name)}`.execute(db);
  }
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  try {
    await load();
  } finally {
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    for (const c of foreignKeysLast) {
      await sql`ALTER TABLE ${sql.raw(c.table)} ADD CONSTRAINT ${sql.id(c.name)} ${sql.raw(c.definition)}`.execute(db);
    }
  }
}
