import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countingWrites } from '../../server/db/writeCount';

interface Tables {
  t: { id: number; n: number };
}

describe('the count of writes on the SQLite connection', () => {
  let writes: ReturnType<typeof countingWrites>;
  let db: Kysely<Tables>;
  beforeEach(async () => {
    writes = countingWrites(new SqliteDatabase(':memory:'));
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: writes.database }) });
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER)`.execute(db);
  });
  afterEach(() => db.destroy());

  it('stays put for reads and moves for every kind of write, RETURNING included', async () => {
    const counted = async (run: () => Promise<unknown>) => {
      const before = writes.count();
      await run();
      return writes.count() - before;
    };
    expect(await counted(() => db.selectFrom('t').selectAll().execute())).toBe(0);
    expect(await counted(() => db.insertInto('t').values({ id: 1, n: 1 }).execute())).toBe(1);
    expect(await counted(() => db.insertInto('t').values({ id: 2, n: 2 }).returning('id').execute())).toBe(1);
    expect(await counted(() => db.updateTable('t').set({ n: 3 }).returning('n').execute())).toBe(1);
    expect(await counted(() => db.deleteFrom('t').where('id', '=', 1).execute())).toBe(1);
    expect(await counted(() => db.selectFrom('t').select('n').execute())).toBe(0);
  });

  it('has moved by the time a transaction that wrote has committed', async () => {
    const before = writes.count();
    await db.transaction().execute((trx) => trx.insertInto('t').values({ id: 3, n: 3 }).execute());
    expect(writes.count()).toBeGreaterThan(before);
  });
});
