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

/** An FTS5 query: every one of the terms (trigrams), each in any of the columns. */
const ftsQuery = (columns: readonly SearchedColumn[], terms: readonly string[]) =>
  `{${columns.join(' ')}} : (${terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' AND ')})`;

/** The distinct runs of three characters (code points, as FTS5's trigram tokenizer reads them) of a text. */
export function trigramsOf(text: string): string[] {
  const characters = Array.from(text);
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= characters.length; i++) trigrams.add(characters.slice(i, i + 3).join(''));
  return [...trigrams];
}

/**
 * The trigrams a search looks up: the first and the last of its text's, leaving out runs of one character
 * (000, 111) when it has others. Why not all of them: an index of trigrams is read a trigram at a time,
 * and a search read every one's list. Runs of one character are in nearly every padded number or phone
 * (000 in a million phones 09000xxxxx): looking one up read a whole table's worth of entries, 6 to 16 ms at
 * a million members on SQLite against 0.4 at a thousand, 15 on PostgreSQL. And the first and last
 * trigrams overlap least, so together they already leave few candidates: on the bench's million members,
 * two trigrams of a phone's digits read in 0.2 ms what all five read in 0.8. Every candidate is then
 * checked against the whole text.
 */
export function lookedUpTrigrams(text: string): string[] {
  const trigrams = trigramsOf(text);
  const varied = trigrams.filter((trigram) => new Set(Array.from(trigram)).size > 1);
  const chosen = varied.length > 0 ? varied : trigrams;
  return chosen.length <= 2 ? chosen : [chosen[0], chosen[chosen.length - 1]];
}

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
    const holds = (column: SearchedColumn) =>
      eb(
        sql`${sql.raw(dialect === 'postgres' ? 'strpos' : 'instr')}(${searchKey(column, dialect)}, ${search.text})`,
        '>',
        0,
      );
    const holding = () => eb.or(columns.map(holds));
    const terms = lookedUpTrigrams(search.text);
    if (index === 'fts5') {
      const candidates = sql<number>`(SELECT rowid FROM ${sql.table(USERS_SEARCH_TABLE)}
        WHERE ${sql.table(USERS_SEARCH_TABLE)} MATCH ${ftsQuery(columns, terms)})`;
      // the candidates hold some of the text's trigrams: checked against the text itself, as PostgreSQL
      // rechecks its index's (FTS5 also reads U+FFFE and U+FFFF as U+FFFD)
      return eb.and([eb('id', 'in', candidates), holding()]);
    }
    if (index === 'pg_trgm') {
      // per column: the looked-up trigrams off its GIN index, then the whole text (strpos: no index reads it)
      return eb.or(
        columns.map((column) =>
          eb.and([
            ...terms.map((trigram) => eb(searchKey(column, dialect), 'like', `%${likeLiteral(trigram)}%`)),
            holds(column),
          ]),
        ),
      );
    }
    return holding();
  };
}
