import fc from 'fast-check';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '../../contract/text';
import type { Dialect } from '../../server/db/connection';
import type { Database } from '../../server/db/schema';
import { type MembersWhere, membersMatching, searchPageQuery } from '../../server/domain/members';
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

  /**
   * What the search should answer, by plain JavaScript over every user: the text anywhere in name,
   * username or phone (one or two characters: at their start), or the id.
   */
  const expectedFor = (users: { id: number; name: string; username: string; phone: string }[], q: string) =>
    users.filter((u) => plainlyMatches(u, q)).map((u) => u.id);
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

  it('matches a surname, the middle of a username or digits from the middle of a phone', async () => {
    const users = await allUsers();
    const someone = users[17];
    const lastName = someone.name.split(' ').at(-1)!;
    expect([...lastName].length).toBeGreaterThanOrEqual(3);
    for (const q of [lastName, someone.username.slice(1).toUpperCase(), someone.phone.slice(3, 9)]) {
      const found = await search(q);
      expect(found, q).toContain(someone.id);
      expect(found, q).toEqual(expectedFor(users, q));
    }
  });

  it('pages a search anywhere in the texts, sorted by any field, with its total on every page and past the last', async () => {
    const users = await allUsers();
    const q = users[17].phone.slice(0, 3);
    const expected = expectedFor(users, q);
    expect(expected.length).toBeGreaterThan(10);
    const second = await get(`?q=${q}&page=2&limit=4`);
    expect(second).toMatchObject({ page: 2, limit: 4, total: expected.length });
    expect(ids(second)).toEqual(expected.slice(4, 8));
    const byNameDesc = await get(`?q=${q}&sort=name&order=DESC&page=1&limit=5`);
    const named = users
      .filter((u) => expected.includes(u.id))
      .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : b.id - a.id));
    expect(ids(byNameDesc)).toEqual(named.slice(0, 5).map((u) => u.id));
    const pastTheEnd = await get(`?q=${q}&page=${expected.length + 1}&limit=1`);
    expect(pastTheEnd).toMatchObject({ data: [], total: expected.length });
    expect(await get('?q=zzzzzz&page=1')).toMatchObject({ data: [], total: 0 });
  });

  it('matches one or two characters at the start only, and ids exactly, not the ids holding the digits', async () => {
    const users = await allUsers();
    const someone = users[17];
    for (const q of [someone.username.slice(1, 3), someone.phone.slice(2, 4), '8']) {
      const found = await search(q);
      expect(found, q).not.toContain(someone.id);
      expect(found, q).toEqual(expectedFor(users, q));
    }
    // every phone holds an 8 (08...), and ids 18, 28... contain it: only id 8 starts with it
    expect(await search('8')).toEqual([8]);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    for (const q of ['%', '_', '\\', 'som%', 'som_', '%%%', '___', '\\\\\\', '"a"'])
      expect(await search(q), q).toEqual([]);
  });

  it('reads a search of three characters or more off the trigram indexes, not the whole table', async () => {
    for (const q of ['member777', '777', 'สมชาย']) {
      const where = await membersMatching(t.database.db, kind, q);
      for (const query of [anywhereSearchQuery(where), countQuery(where)]) {
        const plan = await planOf(t.database.db, kind, query.compile());
        if (kind === 'postgres') {
          for (const column of ['name', 'username', 'phone']) expect(plan, q).toContain(`users_${column}_trigram_idx`);
          expect(plan, q).toMatch(/BitmapOr/);
          expect(plan, q).not.toMatch(/Seq Scan/);
          // walking the primary key in the page's order would read the whole table to count the matches
          expect(plan, q).not.toMatch(/Index Scan using users_pkey on users users_/);
        } else {
          expect(plan, q).toMatch(/SCAN users_search VIRTUAL TABLE/);
          expect(plan, q).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
          expect(plan, q).not.toMatch(/SCAN users\b(?!_search)/);
        }
        // the page and its total come from one pass over the matches
        expect(plan.match(kind === 'postgres' ? /users_name_trigram_idx/g : /SCAN users_search/g), q).toHaveLength(1);
      }
    }
  });

  it('reads a search of one or two characters off the prefix indexes, one range per column', async () => {
    for (const q of ['me', '77']) {
      const where = await membersMatching(t.database.db, kind, q);
      for (const query of searchQueries(where)) {
        const plan = await planOf(t.database.db, kind, query.compile());
        for (const index of ['users_name_prefix_idx', 'users_username_prefix_idx', 'users_phone_prefix_idx']) {
          expect(plan, q).toContain(index);
        }
        expect(plan, q).toMatch(kind === 'postgres' ? /BitmapOr/ : /MULTI-INDEX OR/);
        expect(plan, q).not.toMatch(kind === 'postgres' ? /Seq Scan/ : /SCAN users/);
      }
    }
  });

  const countQuery = (where: MembersWhere) =>
    t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(where);
  /** A search of one or two characters: its count and its first page, as the route runs them. */
  const searchQueries = (where: MembersWhere) => [
    countQuery(where),
    t.database.db.selectFrom('users').select('id').where(where).orderBy('id').limit(50).offset(0),
  ];
  /** A search anywhere in the texts: its first page with its total, as the route runs it. */
  const anywhereSearchQuery = (where: MembersWhere) =>
    searchPageQuery(t.database.db, where, { field: 'id', direction: 'asc' }, { limit: 50, offset: 0 });

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
async function planOf(
  db: Kysely<Database>,
  kind: Dialect,
  query: { sql: string; parameters: readonly unknown[] },
  avoided: string[] = ['enable_seqscan'],
) {
  return db.connection().execute(async (connection) => {
    const explain = kind === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
    if (kind === 'postgres')
      for (const setting of avoided) await sql`SET ${sql.raw(setting)} = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
      );
      return rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
    } finally {
      if (kind === 'postgres') for (const setting of avoided) await sql`RESET ${sql.raw(setting)}`.execute(connection);
    }
  });
}

/** The search's rule in plain JavaScript, written independently of the code under test. */
function plainlyMatches(u: { id: number; name: string; username: string; phone: string }, q: string) {
  const wanted = lowerAsciiLetters(q);
  const anywhere = [...wanted].length >= 3;
  return (
    (/^\d{1,9}$/.test(q) && u.id === Number(q)) ||
    [u.name, u.username, u.phone].some((text) =>
      anywhere ? lowerAsciiLetters(text).includes(wanted) : lowerAsciiLetters(text).startsWith(wanted),
    )
  );
}

describe.each(databaseKinds)('members search on %s, against plain JavaScript', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'users_search');
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  /** A text that often holds (part of) q somewhere, in other cases, so the indexes' edges are crossed. */
  const textNear = (q: string) =>
    fc
      .tuple(
        searchText({ maxLength: 2 }),
        fc.nat({ max: [...q].length }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
        searchText(),
      )
      .map(([before, kept, flips, rest]) => before + caseFlipped([...q].slice(0, kept).join(''), flips) + rest);
  const membersNear = (q: string) =>
    fc.uniqueArray(fc.record({ name: textNear(q), username: textNear(q), phone: textNear(q) }), {
      selector: (member) => member.username,
      maxLength: 12,
    });
  const scenario = fc
    .oneof(searchText({ minLength: 1, maxLength: 8 }), fc.stringMatching(/^[0-9]{1,8}$/))
    .chain((q) => fc.tuple(fc.constant(q), membersNear(q)));

  const replaceUsers = async (users: { id: number; name: string; username: string; phone: string }[]) => {
    await t.database.db.deleteFrom('users').execute();
    if (users.length === 0) return;
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
  };

  it('answers exactly the members whose name, username or phone holds q (A-Z in any case), or the id', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ([q, members]) => {
        const users = members.map((member, index) => ({ id: index + 1, ...member }));
        await replaceUsers(users);
        const response = await t.call({ method: 'GET', url: `${USERS}?q=${encodeURIComponent(q)}`, token });
        // a search is one line of text (contract/text.ts): DEL and C1 controls in it are refused, naming q
        if (textProblem(q, 'single', true)) {
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json().error).toMatch(/^Invalid q: /);
          return;
        }
        expect(response.statusCode, response.body).toBe(200);
        // the search is compared in NFC (the Kelvin sign is K there); the members' texts as they are stored
        const wanted = q.normalize('NFC').trim();
        const expected = users.filter((u) => wanted === '' || plainlyMatches(u, wanted));
        expect(ids(response.json())).toEqual(expected.map((u) => u.id));
      }),
      { numRuns: 150 },
    );
  });

  it('finds a Thai name whose marks are typed in another order: the search is compared in NFC', async () => {
    // รุ่งเรือง as Unicode orders it (sara u, then the tone mark) and as a keyboard may send it (tone mark first)
    await replaceUsers([{ id: 1, name: 'สมชาย ร\u0E38\u0E48งเรือง', username: 'somchai', phone: '0812345678' }]);
    const typed = 'ร\u0E48\u0E38ง';
    const response = await t.call({ method: 'GET', url: `${USERS}?q=${encodeURIComponent(typed)}`, token });
    expect(ids(response.json())).toEqual([1]);
  });

  it('finds the members again after their texts change (the index follows inserts, updates and deletes)', async () => {
    await replaceUsers([
      { id: 1, name: 'สมชาย ใจดี', username: 'somchai', phone: '0812345678' },
      { id: 2, name: 'Anan Rakdee', username: 'anan', phone: '0899999999' },
    ]);
    const found = async (q: string) =>
      ids((await t.call({ method: 'GET', url: `${USERS}?q=${encodeURIComponent(q)}`, token })).json());
    expect(await found('ใจดี')).toEqual([1]);
    expect(await found('rakdee')).toEqual([2]);
    expect(await found('2345')).toEqual([1]);
    await t.database.db
      .updateTable('users')
      .set({ name: 'สมชาย มั่งมี', phone: '0811112222' })
      .where('id', '=', 1)
      .execute();
    expect(await found('ใจดี')).toEqual([]);
    expect(await found('มั่งมี')).toEqual([1]);
    expect(await found('2345')).toEqual([]);
    expect(await found('11122')).toEqual([1]);
    await t.database.db.updateTable('users').set({ id: 7 }).where('id', '=', 2).execute();
    expect(await found('rakdee')).toEqual([7]);
    await t.database.db.deleteFrom('users').where('id', '=', 7).execute();
    expect(await found('rakdee')).toEqual([]);
  });
});
