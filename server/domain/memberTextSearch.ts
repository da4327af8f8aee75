/**
 * The SQL of a members search over name, username and phone (memberSearch.ts decides what matches):
 * - at the start of a text: one range of migration 004's indexes per column;
 * - anywhere in a text: migration 006's trigram indexes, pg_trgm's GIN on PostgreSQL, the FTS5 table on
 *   SQLite; on an SQLite without FTS5 (sql.js' default build) a scan of the table, the same answer slower.
 * Each column's key is written as its index holds it (A-Z lower-cased, compared byte by byte), or the
 * planner would not use the index: PostgreSQL gets both from COLLATE "C" inside lower() (see
 * foldAsciiCase); SQLite's lower() and BINARY order already do both.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/connection';
import { type SEARCHED_COLUMNS, USERS_SEARCH_TABLE } from '../db/migrations/006_members_substring_search';
import type { Database } from '../db/schema';
import { type MemberSearch, prefixRange } from './memberSearch';

export type SearchedColumn = (typeof SEARCHED_COLUMNS)[number];

/** What serves a search anywhere in the texts. */
export type SubstringIndex = 'pg_trgm' | 'fts5' | 'scan';

const known = new WeakMap<object, Promise<SubstringIndex>>();

/** Which index this database has for substrings; asked once per database handle. */
export function substringIndexOf(db: Kysely<Database>, dialect: Dialect): Promise<SubstringIndex> {
  if (dialect === 'postgres') return Promise.resolve('pg_trgm');
  let answer = known.get(db);
  if (!answer) {
    answer = sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${USERS_SEARCH_TABLE}`
      .execute(db)
      .then(({ rows }) => (rows.length > 0 ? 'fts5' : 'scan'));
    answer.catch(() => known.delete(db)); // a failed look-up is asked again next time
    known.set(db, answer);
  }
  return answer;
}

function searchKey(column: SearchedColumn, dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres' ? sql`lower(${sql.ref(column)} COLLATE "C")` : sql`lower(${sql.ref(column)})`;
}

/** LIKE's wildcards and its escape character taken literally (PostgreSQL's default escape is \). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An FTS5 query for the text as one phrase in the given columns: with trigrams, the text as a substring. */
const ftsPhrase = (columns: readonly SearchedColumn[], text: string) =>
  `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;

/**
 * The users whose `columns` match the search's text (not its id: the caller adds that), as a condition on
 * users. `index` is substringIndexOf's answer.
 */
export function textMatching(
  search: MemberSearch,
  columns: readonly SearchedColumn[],
  dialect: Dialect,
  index: SubstringIndex,
): (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool> {
  return (eb) => {
    if (!search.anywhere) {
      const { from, below } = prefixRange(search.text);
      return eb.or(
        columns.map((column) => {
          const key = searchKey(column, dialect);
          return below === undefined ? eb(key, '>=', from) : eb.and([eb(key, '>=', from), eb(key, '<', below)]);
        }),
      );
    }
    const holding = () =>
      eb.or(columns.map((column) => eb(sql`instr(${searchKey(column, dialect)}, ${search.text})`, '>', 0)));
    if (index === 'fts5') {
      const candidates = sql<number>`(SELECT rowid FROM ${sql.table(USERS_SEARCH_TABLE)}
        WHERE ${sql.table(USERS_SEARCH_TABLE)} MATCH ${ftsPhrase(columns, search.text)})`;
      // the candidates checked against the texts themselves, as PostgreSQL rechecks its index's: FTS5 reads
      // U+FFFE and U+FFFF as U+FFFD, so its trigrams can match text that does not hold the search
      return eb.and([eb('id', 'in', candidates), holding()]);
    }
    if (index === 'pg_trgm') {
      const pattern = `%${likeLiteral(search.text)}%`;
      return eb.or(columns.map((column) => eb(searchKey(column, dialect), 'like', pattern)));
    }
    return holding();
  };
}
