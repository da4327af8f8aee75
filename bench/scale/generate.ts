/**
 * N users, N payments (30% pending), N tickets (10 per user for the first N/10), N/10 fixtures and one game week
 * of min(N, 100k) entries; every big table filled by one set-based INSERT ... SELECT over 1..N.
 */
import { type Kysely, sql } from 'kysely';
import { promptPayPayload } from '../../contract/rules/promptpay';
import type { Dialect } from '../../server/db/connection';
import type { Database } from '../../server/db/schema';
import { addGameWeek, analyze, bulkLoad, loadLeague } from '../summariseData';

/** loadLeague's members: ids 1..1000 */
const LEAGUE_USERS = 1000;
export const ENTRY_CAP = 100_000;
export const SCALE_GAME_WEEK = 1;
/** instants count seconds up from here: 2025-01-01T00:00:00Z */
const EPOCH_SECONDS = 1_735_689_600;
const TICKET_PRICES = [1, 2, 3, 5, 10].map((value) => ({ value, amount: value * 20 }));

export interface ScaleSize {
  users: number;
  payments: number;
  tickets: number;
  fixtures: number;
  entries: number;
}

export function scaleSize(n: number): ScaleSize {
  return {
    users: Math.max(n, LEAGUE_USERS),
    payments: n,
    tickets: n,
    fixtures: Math.max(10, n / 10),
    entries: Math.min(n, ENTRY_CAP),
  };
}

function numbers(dialect: Dialect, count: number) {
  return dialect === 'postgres'
    ? { prefix: sql``, source: sql`generate_series(1, CAST(${count} AS integer)) AS n(i)` }
    : {
        prefix: sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`,
        source: sql`n`,
      };
}

/** ISO-8601 text (as Date#toISOString writes it) of EPOCH + seconds, in SQL. */
function isoInstant(dialect: Dialect, seconds: ReturnType<typeof sql>) {
  return dialect === 'postgres'
    ? sql`to_char(to_timestamp(${EPOCH_SECONDS} + ${seconds}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${EPOCH_SECONDS} + ${seconds}, 'unixepoch')`;
}

/** 'YYYY-MM-DD' of 2020-01-01 plus `days`. */
function isoDate(dialect: Dialect, days: ReturnType<typeof sql>) {
  return dialect === 'postgres'
    ? sql`to_char(DATE '2020-01-01' + CAST(${days} AS integer), 'YYYY-MM-DD')`
    : sql`date('2020-01-01', '+' || (${days}) || ' days')`;
}

function hex(dialect: Dialect, width: number) {
  return dialect === 'postgres'
    ? sql`lpad(to_hex(n.i), ${width}, '0')`
    : sql`printf('%0${sql.raw(String(width))}x', n.i)`;
}

/** A cancelled payment's code names the payment: 'REF' and its id in eight hex digits (REF000003e7 is 999's). */
const referenceCodeOf = (dialect: Dialect) => sql`'REF' || ${hex(dialect, 8)}`;

/** The date whose fixtures the benchmark asks for: the middle of the generated range. */
export function fixtureDateOf(size: ScaleSize): string {
  const days = Math.floor(size.fixtures / 10 / 2);
  return new Date(Date.UTC(2020, 0, 1 + days)).toISOString().slice(0, 10);
}

export async function generateScaleData(db: Kysely<Database>, dialect: Dialect, n: number): Promise<ScaleSize> {
  const size = scaleSize(n);
  await loadLeague(db);
  if (size.users > LEAGUE_USERS) {
    const { prefix, source } = numbers(dialect, size.users - LEAGUE_USERS);
    await sql`${prefix}
      INSERT INTO users (id, name, username, phone, bank_account, bank_type, created_at)
      SELECT ${LEAGUE_USERS} + n.i, 'Member ' || (${LEAGUE_USERS} + n.i), 'member' || (${LEAGUE_USERS} + n.i),
             '09' || ${hex(dialect, 8)}, CAST(2000000000 + n.i AS text), 'SCB', ${isoInstant(dialect, sql`n.i`)}
      FROM ${source}`.execute(db);
  }
  // five amounts, so five distinct QR payloads, as real payments repeat theirs
  const priceOf = (column: 'value' | 'amount' | 'payload') =>
    sql`CASE n.i % 5 ${sql.join(
      TICKET_PRICES.map((price, index) => {
        const value =
          column === 'payload'
            ? sql.lit(promptPayPayload({ target: '0812345678', amount: price.amount }))
            : sql.lit(price[column]);
        return sql`WHEN ${sql.lit(index)} THEN ${value}`;
      }),
      sql` `,
    )} END`;
  {
    const payments = numbers(dialect, size.payments);
    await sql`${payments.prefix}
      INSERT INTO payments (id, user_id, value, amount, status, qr_payload, reference_code, created_at, updated_at)
      SELECT n.i, 1 + (n.i % ${size.users}), ${priceOf('value')}, ${priceOf('amount')},
             CASE WHEN n.i % 10 < 3 THEN 'pending' WHEN n.i % 10 = 9 THEN 'cancelled' ELSE 'completed' END,
             ${priceOf('payload')}, CASE WHEN n.i % 10 = 9 THEN ${referenceCodeOf(dialect)} END,
             ${isoInstant(dialect, sql`n.i * 30`)}, ${isoInstant(dialect, sql`n.i * 30`)}
      FROM ${payments.source}`.execute(db);
    const tickets = numbers(dialect, size.tickets);
    await sql`${tickets.prefix}
      INSERT INTO tickets (id, user_id, uuid, is_used, payment_id, source, created_at)
      SELECT n.i, 1 + ((n.i - 1) / 10) % ${size.users},
             ${hex(dialect, 8)} || '-0000-4000-8000-' || ${hex(dialect, 12)}, CASE WHEN n.i % 3 = 0 THEN 1 ELSE 0 END,
             n.i, 'payment', ${isoInstant(dialect, sql`n.i * 30`)}
      FROM ${tickets.source}`.execute(db);
    const fixtures = numbers(dialect, size.fixtures);
    await sql`${fixtures.prefix}
      INSERT INTO team_vs (id, date_vs, team1_id, team2_id, score1, score2, sort, match_time)
      SELECT n.i, ${isoDate(dialect, sql`(n.i - 1) / 10`)}, 1 + (n.i % 10) * 2, 2 + (n.i % 10) * 2, NULL, NULL,
             n.i % 10, '19:00'
      FROM ${fixtures.source}`.execute(db);
  }
  await bulkLoad(db, dialect, () => addGameWeek(db, dialect, SCALE_GAME_WEEK, size.entries));
  if (dialect === 'postgres') await resetSequences(db);
  await analyze(db);
  // a fresh load has not been vacuumed yet: its index-only scans would read every row's heap page for visibility
  if (dialect === 'postgres') {
    await sql`VACUUM users, payments, tickets, team_vs, game_week_entries, entry_picks`.execute(db);
  }
  return size;
}

/** Explicit ids leave PostgreSQL's identity sequences behind; later inserts (sign-in, audit) need them ahead. */
async function resetSequences(db: Kysely<Database>) {
  for (const table of ['users', 'payments', 'tickets', 'team_vs', 'seasons', 'teams', 'players'] as const) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${sql.table(table)}))`
      .execute(db)
      .catch(() => undefined); // seasons has no sequence
  }
}
