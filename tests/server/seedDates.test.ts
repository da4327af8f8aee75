/**
 * The world `npm start` seeds happened before the moment it was seeded: every instant a row carries (a member's
 * sign-up, a payment, a ticket, an entry) is no later than it, so no screen shows something done tomorrow.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TABLES } from '../../fixtures';
import { bangkokInstant } from '../../fixtures/dates';
import type { Database } from '../../server/db/schema';
import { seedDemoWorld } from '../../server/db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/database';

/** Early morning in Bangkok: a world laid out around noon of the day would hold the morning's rows still to come. */
const SEEDED_AT = bangkokInstant('2026-11-26', 7 * 60 + 15);

type LooseDatabase = Record<string, Record<string, unknown>>;

/** The columns of a table that hold an instant ('…_at'), read from one of its rows. */
async function instantColumns(db: Kysely<LooseDatabase>, table: string): Promise<string[]> {
  const row = await db.selectFrom(table).selectAll().limit(1).executeTakeFirst();
  return Object.keys(row ?? {}).filter((column) => column.endsWith('_at'));
}

describe.each(databaseKinds)('the demo world seeded on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'seed-dates', { migrate: true });
    await seedDemoWorld(database.db, SEEDED_AT);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('dates no row after the moment it was seeded', async () => {
    const db = database.db as unknown as Kysely<LooseDatabase>;
    const checked: string[] = [];
    for (const table of DEMO_TABLES) {
      for (const column of await instantColumns(db, table)) {
        const rows = await db.selectFrom(table).select(['id', column]).where(column, 'is not', null).execute();
        const later = rows.filter((row) => Date.parse(String(row[column])) > SEEDED_AT);
        expect(later.map((row) => `${table}.${column} #${row.id} ${row[column]}`)).toEqual([]);
        expect(rows.every((row) => !Number.isNaN(Date.parse(String(row[column]))))).toBe(true);
        checked.push(`${table}.${column}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'users.created_at',
        'payments.created_at',
        'payments.updated_at',
        'tickets.created_at',
        'game_week_entries.created_at',
      ]),
    );
  });

  it('still has entries in the week open today, and none in a week not yet open', async () => {
    const db = database.db as unknown as Kysely<Database>;
    const perWeek = await db
      .selectFrom('game_weeks')
      .leftJoin('game_week_entries', 'game_week_entries.game_week_id', 'game_weeks.id')
      .select(['game_weeks.status', sql<number>`count(game_week_entries.id)`.as('entries')])
      .where('game_weeks.season_id', '=', 578)
      .groupBy(['game_weeks.id', 'game_weeks.status'])
      .execute();
    for (const week of perWeek) {
      if (week.status === 'preopen') expect(Number(week.entries)).toBe(0);
      else expect(Number(week.entries)).toBeGreaterThan(0);
    }
  });
});
