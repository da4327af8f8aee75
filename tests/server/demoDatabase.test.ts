/**
 * The demo's in-browser database (sql.js, SQLite as WebAssembly) is made by the server's migrations and seed:
 * the same schema, the same fixtures. Run here under Node, where sql.js finds its own .wasm.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoDatabase, openDemoDatabase } from '../../demo/database';
import { DEMO_TABLES, generateDemoData } from '../../fixtures';
import { MIGRATION_NAMES } from '../../server/db/migrate';

const ANCHOR = '2026-03-14';

async function rowCounts(database: DemoDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DEMO_TABLES) {
    const row = await database.db
      .selectFrom(table as 'users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe("the demo's database on SQLite compiled to WebAssembly", () => {
  const opened: DemoDatabase[] = [];
  const open = async (saved?: Uint8Array) => {
    const database = await openDemoDatabase({ fixtures: { anchorDate: ANCHOR }, saved });
    opened.push(database);
    return database;
  };
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });

  it('has every migration applied and every fixture row, as the seeded server has', async () => {
    const database = await open();
    const applied = await database.db
      .selectFrom('kysely_migration' as 'users')
      .select('name')
      .orderBy('name')
      .execute();
    expect(applied.map((row) => row.name)).toEqual(MIGRATION_NAMES);
    const data = generateDemoData({ anchorDate: ANCHOR });
    const expected = Object.fromEntries(DEMO_TABLES.map((table) => [table, data[table].length]));
    expect(await rowCounts(database)).toEqual(expected);
  });

  it('keeps Thai text and refuses a row whose parent is missing, as the server database does', async () => {
    const database = await open();
    const team = await database.db.selectFrom('teams').select(['id', 'name']).executeTakeFirstOrThrow();
    expect(team.name.length).toBeGreaterThan(0);
    await expect(
      database.db
        .insertInto('payments')
        .values({ user_id: 999_999_999 } as never)
        .execute(),
    ).rejects.toThrow();
  });

  it('comes back from its saved bytes with the changes made before saving, and is not seeded again', async () => {
    const first = await open();
    const before = await rowCounts(first);
    const team = await first.db.selectFrom('teams').select('id').executeTakeFirstOrThrow();
    await first.db.updateTable('teams').set({ name: 'ทีมสาธิต' }).where('id', '=', team.id).execute();
    const saved = first.save();
    // saving leaves the open database usable, its foreign keys still enforced
    await expect(
      first.db
        .insertInto('payments')
        .values({ user_id: 999_999_999 } as never)
        .execute(),
    ).rejects.toThrow();
    const again = await open(saved);
    expect(await rowCounts(again)).toEqual(before);
    const renamed = await again.db.selectFrom('teams').select('name').where('id', '=', team.id).executeTakeFirst();
    expect(renamed?.name).toBe('ทีมสาธิต');
  });
});
