import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PreparingDatabase, withStatementCache } from '../../server/db/statementCache';
import { createTestDatabase, type TestDatabase } from './support/database';

function countingDatabase() {
  const prepared: string[] = [];
  const database: PreparingDatabase = {
    prepare: (text) => {
      prepared.push(text);
      return {
        reader: true,
        all: () => [{ text }],
        run: () => ({ changes: 0, lastInsertRowid: 0 }),
        iterate: () => [][Symbol.iterator](),
      };
    },
    close: vi.fn(),
  };
  return { database, prepared };
}

describe('SQLite statements compiled once per SQL text', () => {
  it('prepares a text once and hands back the same statement after', () => {
    const { database, prepared } = countingDatabase();
    const cached = withStatementCache(database);
    const first = cached.prepare('select 1');
    expect(cached.prepare('select 1')).toBe(first);
    expect(cached.prepare('select 2')).not.toBe(first);
    expect(prepared).toEqual(['select 1', 'select 2']);
  });

  it('keeps at most its size, dropping the statement used longest ago', () => {
    const { database, prepared } = countingDatabase();
    const cached = withStatementCache(database, 2);
    cached.prepare('a');
    cached.prepare('b');
    cached.prepare('a'); // a is now the most recent: b goes first
    cached.prepare('c');
    cached.prepare('a');
    expect(prepared).toEqual(['a', 'b', 'c']);
    cached.prepare('b');
    expect(prepared).toEqual(['a', 'b', 'c', 'b']);
  });

  it('closes the database it wraps', () => {
    const { database } = countingDatabase();
    withStatementCache(database).close();
    expect(database.close).toHaveBeenCalledOnce();
  });
});

describe('the server on SQLite with its statements cached', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite', 'statement_cache');
  });
  afterAll(() => database?.dispose());

  it('answers from a reused statement after the table under it changed shape', async () => {
    await sql`create table shapes (a integer)`.execute(database.db);
    await sql`insert into shapes values (1)`.execute(database.db);
    const select = sql<Record<string, number>>`select * from shapes`;
    expect((await select.execute(database.db)).rows).toEqual([{ a: 1 }]);
    await sql`alter table shapes add column b integer default 2`.execute(database.db);
    expect((await select.execute(database.db)).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('runs the same insert again and again with other values', async () => {
    await sql`create table numbers (n integer)`.execute(database.db);
    for (const n of [1, 2, 3]) await sql`insert into numbers values (${n})`.execute(database.db);
    const { rows } = await sql<{ total: number }>`select sum(n) as total from numbers`.execute(database.db);
    expect(rows[0].total).toBe(6);
  });
});
