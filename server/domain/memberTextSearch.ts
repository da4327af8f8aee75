/**
 * The SQL of a members search: at the start of a text, one index range per column; anywhere in it, the trigram
 * indexes (pg_trgm, or FTS5 on SQLite; a scan where sql.js has no FTS5). Each key is written exactly as its index
 * holds it (A-Z lower-cased, compared byte by byte), or the planner would not use the index.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/connection';
import { SEARCHED_COLUMNS, USERS_SEARCH_TABLE } from '../db/migrations/006_members_substring_search';
import type { Database } from '../db/schema';
import { type MemberSearch, prefixRange } from './memberSearch';

export type SearchedColumn = (typeof SEARCHED_COLUMNS)[number];

export type SubstringIndex = 'pg_trgm' | 'fts5' | 'scan';

const known = new WeakMap<object, Promise<SubstringIndex>>();

/** Asked once per database handle. */
export function substringIndexOf(db: Kysely<Database>, dialect: Dialect): Promise<SubstringIndex> {
  if (dialect === 'postgres') return Promise.resolve('pg_trgm');
  let answer = known.get(db);
  if (!answer) {
    answer = sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${USERS_SEARCH_TABLE}`
      .execute(db)
      .then(({ rows }) => (rows.length > 0 ? 'fts5' : 'scan'));
    answer.catch(() => known.delete(db));
    known.set(db, answer);
  }
  return answer;
}

function searchKey(column: SearchedColumn, dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres' ? sql`lower(${sql.ref(column)} COLLATE "C")` : sql`lower(${sql.ref(column)})`;
}

/** PostgreSQL's default LIKE escape is \. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Without a column filter when every column is searched: FTS5 then skips reading each row's column list. */
function ftsQuery(columns: readonly SearchedColumn[], terms: readonly string[]) {
  const phrases = terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' AND ');
  return SEARCHED_COLUMNS.every((column) => columns.includes(column))
    ? phrases
    : `{${columns.join(' ')}} : (${phrases})`;
}

/** In code points, as FTS5's trigram tokenizer reads them. */
export function trigramsOf(text: string): string[] {
  const characters = Array.from(text);
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= characters.length; i++) trigrams.add(characters.slice(i, i + 3).join(''));
  return [...trigrams];
}

/**
 * The first and last trigrams only, without runs like 000 when there are others: each reads its whole list, 000 is
 * in nearly every phone, and the first and last overlap least. Every candidate is checked against the whole text.
 */
export function lookedUpTrigrams(text: string): string[] {
  const trigrams = trigramsOf(text);
  const varied = trigrams.filter((trigram) => new Set(Array.from(trigram)).size > 1);
  const chosen = varied.length > 0 ? varied : trigrams;
  return chosen.length <= 2 ? chosen : [chosen[0], chosen[chosen.length - 1]];
}

/** Matches the search's text only: the caller adds its id. */
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
      // candidates hold some of the trigrams only (and FTS5 reads U+FFFE and U+FFFF as U+FFFD)
      return eb.and([eb('id', 'in', candidates), holding()]);
    }
    if (index === 'pg_trgm') {
      // a column holding the text holds its trigrams, so the whole text is checked once per candidate row, not
      // again beside each column's trigrams, where PostgreSQL would test them a second time after its recheck
      const trigramsIn = (column: SearchedColumn) =>
        eb.and(terms.map((trigram) => eb(searchKey(column, dialect), 'like', `%${likeLiteral(trigram)}%`)));
      return eb.and([eb.or(columns.map(trigramsIn)), holding()]);
    }
    return holding();
  };
}
