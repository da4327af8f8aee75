import fc from 'fast-check';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../server/db/connection';
import type { Database } from '../../server/db/schema';
import { membersMatching } from '../../server/routes/users';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { caseFlipped, lowerAsciiLetters, searchText } from './support/searchTexts';

const USERS = '/api/admin/v1/get-all-user';
const ids = (answer: { data: { id: number }[] }) => answer.data.map((user) => user.id);

describe.each(databaseKinds)('members (get-all-user) on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'users', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = async (query = '') => {
    const response = await t.call({ method: 'GET', url: `${USERS}${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const allUsers = () => t.database.db.selectFrom('users').selectAll().orderBy('id').execute();

  it('answers every user, by id, when called without page or limit (the spec call)', async () => {
    const users = await allUsers();
    const answer = await get();
    expect(answer).toMatchObject({ ok: true, page: 1, total: users.length, limit: users.length });
    expect(answer.data).toEqual(
      users.map(({ id, name, username, phone, bank_account, bank_type }) => ({
        id,
        name,
        username,
        phone,
        bank_account,
        bank_type,
      })),
    );
  });

  it('answers one page with page and limit (50 by default when only page is given)', async () => {
    const users = await allUsers();
    const second = await get('?page=2&limit=25');
    expect(second).toMatchObject({ page: 2, limit: 25, total: users.length });
    expect(ids(second)).toEqual(users.slice(25, 50).map((user) => user.id));
    const pageOnly = await get('?page=1');
    expect(pageOnly.limit).toBe(50);
    expect(ids(pageOnly)).toEqual(users.slice(0, 50).map((user) => user.id));
  });

  /** What the search should answer, by plain JavaScript over every user: the start of a text, or the id. */
  const expectedFor = (users: { id: number; name: string; username: string; phone: string }[], q: string) =>
    users
      .filter(
        (u) =>
          (/^\d{1,9}$/.test(q) && u.id === Number(q)) ||
          [u.name, u.username, u.phone].some((text) => lowerAsciiLetters(text).startsWith(lowerAsciiLetters(q))),
      )
      .map((u) => u.id);
  const search = async (q: string) => ids(await get(`?q=${encodeURIComponent(q)}`));

  it('matches the start of name, username or phone, in any case, and the id exactly', async () => {
    const users = await allUsers();
    const someone = users[17];
    const firstName = someone.name.split(' ')[0];
    for (const q of [
      firstName,
      someone.username.slice(0, 4).toUpperCase(),
      someone.phone.slice(0, 6),
      String(someone.id),
    ]) {
      const found = await search(q);
      expect(found, q).toContain(someone.id);
      expect(found, q).toEqual(expectedFor(users, q));
    }
    const byUsername = await get(`?q=${someone.username.toUpperCase()}&page=1`);
    expect(ids(byUsername)).toEqual([someone.id]);
    expect(byUsername.total).toBe(1);
  });

  it('does not match the middle of a text, nor ids that only contain the digits', async () => {
    const users = await allUsers();
    const someone = users[17];
    const lastName = someone.name.split(' ')[1];
    for (const q of [lastName, someone.username.slice(1), someone.phone.slice(2), '8']) {
      const found = await search(q);
      expect(found, q).not.toContain(someone.id);
      expect(found, q).toEqual(expectedFor(users, q));
    }
    // every phone holds an 8 (08...), and ids 18, 28... contain it: only id 8 starts with it
    expect(await search('8')).toEqual([8]);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    for (const q of ['%', '_', '\\', 'som%', 'som_']) expect(await search(q), q).toEqual([]);
  });

  it('reads a search off the prefix indexes, one range per column, not the whole table', async () => {
    for (const q of ['member777', '777']) {
      const where = membersMatching(q, kind);
      const count = t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('total'))
        .where(where);
      const page = t.database.db.selectFrom('users').select('id').where(where).orderBy('id').limit(50).offset(0);
      for (const query of [count, page]) {
        const plan = await planOf(t.database.db, kind, query.compile());
        for (const index of ['users_name_prefix_idx', 'users_username_prefix_idx', 'users_phone_prefix_idx']) {
          expect(plan, q).toContain(index);
        }
        expect(plan, q).toMatch(kind === 'postgres' ? /BitmapOr/ : /MULTI-INDEX OR/);
        expect(plan, q).not.toMatch(kind === 'postgres' ? /Seq Scan/ : /SCAN users/);
      }
    }
  });

  it('sorts by name, username or id, either way', async () => {
    const users = await allUsers();
    const byUsernameDesc = await get('?sort=username&order=DESC&limit=100');
    const expected = users
      .slice()
      .sort((a, b) => (a.username < b.username ? 1 : a.username > b.username ? -1 : 0))
      .slice(0, 100);
    expect(ids(byUsernameDesc)).toEqual(expected.map((u) => u.id));
    const byIdDesc = await get('?sort=id&order=DESC&page=1&limit=5');
    expect(ids(byIdDesc)).toEqual(
      users
        .slice(-5)
        .reverse()
        .map((u) => u.id),
    );
  });

  it('refuses an unknown sort field, a limit above 100 and a page below 1 with 400', async () => {
    for (const query of ['?sort=phone', '?limit=101', '?page=0', '?order=UP']) {
      const response = await t.call({ method: 'GET', url: `${USERS}${query}`, token });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

/**
 * The plan the database chooses for a compiled query. PostgreSQL is told to avoid sequential scans: on a
 * test-sized table a scan is cheapest, and the question here is whether the indexes can serve the query.
 * SQLite without statistics assumes a large table, so it shows what it would do at scale.
 */
async function planOf(db: Kysely<Database>, kind: Dialect, query: { sql: string; parameters: readonly unknown[] }) {
  return db.connection().execute(async (connection) => {
    const explain = kind === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
    if (kind === 'postgres') await sql`SET enable_seqscan = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
      );
      return rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
    } finally {
      if (kind === 'postgres') await sql`RESET enable_seqscan`.execute(connection);
    }
  });
}

describe.each(databaseKinds)('members search on %s, against plain JavaScript startsWith', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'users_search');
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  /** A text that often starts with (part of) q, in other cases, so the ranges' edges are crossed. */
  const textNear = (q: string) =>
    fc
      .tuple(fc.nat({ max: [...q].length }), fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }), searchText())
      .map(([kept, flips, rest]) => caseFlipped([...q].slice(0, kept).join(''), flips) + rest);
  const membersNear = (q: string) =>
    fc.uniqueArray(fc.record({ name: textNear(q), username: textNear(q), phone: textNear(q) }), {
      selector: (member) => member.username,
      maxLength: 12,
    });
  const scenario = fc
    .oneof(searchText({ minLength: 1, maxLength: 3 }), fc.stringMatching(/^[0-9]{1,2}$/))
    .chain((q) => fc.tuple(fc.constant(q), membersNear(q)));

  it('answers exactly the members whose name, username or phone starts with q (A-Z in any case), or the id', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ([q, members]) => {
        const users = members.map((member, index) => ({ id: index + 1, ...member }));
        await t.database.db.deleteFrom('users').execute();
        if (users.length > 0) {
          await t.database.db
            .insertInto('users')
            .values(
              users.map((u) => ({
                ...u,
                bank_account: '1234567890',
                bank_type: 'SCB',
                created_at: '2026-01-01T00:00:00.000Z',
              })),
            )
            .execute();
        }
        const response = await t.call({ method: 'GET', url: `${USERS}?q=${encodeURIComponent(q)}`, token });
        expect(response.statusCode, response.body).toBe(200);
        const wanted = q.trim();
        const expected = users.filter(
          (u) =>
            wanted === '' ||
            (/^\d{1,9}$/.test(wanted) && u.id === Number(wanted)) ||
            [u.name, u.username, u.phone].some((text) => lowerAsciiLetters(text).startsWith(lowerAsciiLetters(wanted))),
        );
        expect(ids(response.json())).toEqual(expected.map((u) => u.id));
      }),
      { numRuns: 150 },
    );
  });
});
