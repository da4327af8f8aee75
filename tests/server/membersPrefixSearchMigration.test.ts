import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as membersPrefixSearch from '../../server/db/migrations/004_members_prefix_search';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/database';

const PREFIX_INDEXES = ['users_name_prefix_idx', 'users_phone_prefix_idx', 'users_username_prefix_idx'];

describe.each(databaseKinds)('migration 004_members_prefix_search on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, 'members_prefix_search', { migrate: true });
  });
  afterAll(() => handle?.dispose());

  const usersIndexes = async () => {
    const query =
      kind === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = 'users'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'users'`;
    const { rows } = await query.execute(handle.db);
    return rows
      .map((row) => row.name)
      .filter((name) => name.endsWith('_prefix_idx'))
      .sort();
  };

  it('adds the three prefix indexes, and down drops exactly them (up again restores them)', async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    expect(await usersIndexes()).toEqual(PREFIX_INDEXES);
    await membersPrefixSearch.down(db);
    expect(await usersIndexes()).toEqual([]);
    await membersPrefixSearch.up(db, kind);
    expect(await usersIndexes()).toEqual(PREFIX_INDEXES);
  });
});
