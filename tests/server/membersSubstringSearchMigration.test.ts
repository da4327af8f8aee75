import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as substringSearch from '../../server/db/migrations/006_members_substring_search';
import { membersMatching } from '../../server/domain/members';
import { substringIndexOf } from '../../server/domain/memberTextSearch';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/database';

const MEMBERS = [
  { id: 1, name: 'สมชาย ใจดี', username: 'somchai', phone: '0812345678' },
  { id: 2, name: 'Anan Rakdee', username: 'anan_r', phone: '0898765432' },
  { id: 3, name: 'สมหญิง ใจงาม', username: 'SOMYING', phone: '0861234599' },
];
/** searches and the members they find, by the rule (memberSearch.ts) */
const SEARCHES: [string, number[]][] = [
  ['ใจดี', [1]],
  ['ใจ', []], // two characters: the start only
  ['สม', [1, 3]],
  ['rakdee', [2]],
  ['YING', [3]],
  ['1234', [1, 3]],
  ['987', [2]],
  ['n_r', [2]],
  ['n%r', []],
];

describe.each(databaseKinds)('migration 006_members_substring_search on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, 'members_substring_search', { migrate: true });
  });
  afterAll(() => handle?.dispose());

  const db = () => handle.db as unknown as Kysely<unknown>;
  const found = async (q: string) =>
    (
      await handle.db
        .selectFrom('users')
        .select('id')
        .where(await membersMatching(handle.db, kind, q))
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
  const searchObjects = async () => {
    const query =
      kind === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and indexname like '%trigram%'`
        : sql<{ name: string }>`select name from sqlite_master
            where (type = 'table' and name = 'users_search') or (type = 'trigger' and name like 'users_search%')`;
    return (await query.execute(db())).rows.map((row) => row.name).sort();
  };
  const expected =
    kind === 'postgres'
      ? ['users_name_trigram_idx', 'users_phone_trigram_idx', 'users_username_trigram_idx']
      : ['users_search', 'users_search_delete', 'users_search_insert', 'users_search_update'];

  it('indexes the members already there, and down removes exactly what up added', async () => {
    expect(await searchObjects()).toEqual(expected);
    await substringSearch.down(db(), kind);
    expect(await searchObjects()).toEqual([]);
    await handle.db
      .insertInto('users')
      .values(MEMBERS.map((m) => ({ ...m, bank_account: '1', bank_type: 'SCB', created_at: '2026-01-01T00:00:00Z' })))
      .execute();
    await substringSearch.up(db(), kind);
    expect(await searchObjects()).toEqual(expected);
    expect(await substringIndexOf(handle.db, kind)).toBe(kind === 'postgres' ? 'pg_trgm' : 'fts5');
    for (const [q, ids] of SEARCHES) expect(await found(q), q).toEqual(ids);
  });
});

describe('migration 006_members_substring_search on an SQLite without FTS5 (the demo runs sql.js)', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase('sqlite', 'members_substring_search_no_fts5', { migrate: true });
    await handle.db
      .insertInto('users')
      .values(MEMBERS.map((m) => ({ ...m, bank_account: '1', bank_type: 'SCB', created_at: '2026-01-01T00:00:00Z' })))
      .execute();
  });
  afterAll(() => handle?.dispose());

  it('creates nothing, and a search reads the table with the same answers', async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    await substringSearch.down(db, 'sqlite');
    await substringSearch.sqliteUp(db, false);
    const { rows } = await sql`select name from sqlite_master where name like 'users_search%'`.execute(db);
    expect(rows).toEqual([]);
    // this handle has not asked before: it finds no FTS5 table and scans
    expect(await substringIndexOf(handle.db, 'sqlite')).toBe('scan');
    for (const [q, ids] of SEARCHES) {
      const found = await handle.db
        .selectFrom('users')
        .select('id')
        .where(await membersMatching(handle.db, 'sqlite', q))
        .orderBy('id')
        .execute();
      expect(
        found.map((row) => row.id),
        q,
      ).toEqual(ids);
    }
  });
});
