/**
 * A fingerprint of the whole database: every table's row count and a checksum of its content, so a test
 * can prove that a rejected request changed nothing. Works on both databases:
 * - SQLite: each row becomes quote(col1)||','||quote(col2)... in rowid order, hashed here;
 * - PostgreSQL: md5 over each row's text form (t::text), ordered by that text, computed by the server.
 * A fingerprintWatcher avoids recomputing it on SQLite when provably nothing was written (see there).
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../server/db/connection';
import type { Database } from '../../../server/db/schema';

export type Fingerprint = Record<string, { rows: number; checksum: string }>;

/** Table and column names come from the database's own catalogue, never from input: safe to inline. */
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function sqliteTables(db: Kysely<Database>) {
  // ordinary tables only: the members search's FTS5 table and its shadow tables (migration 006) are an
  // index of users, whose rows are fingerprinted, and some shadow tables have no rowid to order by
  const { rows } = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%'
    order by name
  `.execute(db);
  const tables: { name: string; columns: string[] }[] = [];
  for (const { name } of rows) {
    const columns = await sql<{ name: string }>`select name from pragma_table_info(${name}) order by cid`.execute(db);
    tables.push({ name, columns: columns.rows.map((column) => column.name) });
  }
  return tables;
}

async function sqliteFingerprint(db: Kysely<Database>): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const table of await sqliteTables(db)) {
    const rowText = table.columns.map((column) => `quote(${quoteIdentifier(column)})`).join(" || ',' || ");
    const { rows } = await sql<{ n: number; content: string | null }>`
      select count(*) as n, group_concat(r, char(10)) as content
      from (select ${sql.raw(rowText)} as r from ${sql.raw(quoteIdentifier(table.name))} order by rowid)
    `.execute(db);
    const content = rows[0].content ?? '';
    result[table.name] = { rows: Number(rows[0].n), checksum: createHash('sha1').update(content).digest('hex') };
  }
  return result;
}

async function postgresFingerprint(db: Kysely<Database>): Promise<Fingerprint> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  const result: Fingerprint = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number; checksum: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, chr(10) order by t::text), '')) as checksum
      from ${sql.raw(quoteIdentifier(name))} t
    `.execute(db);
    result[name] = { rows: Number(rows[0].n), checksum: rows[0].checksum };
  }
  return result;
}

export function databaseFingerprint(db: Kysely<Database>, dialect: Dialect): Promise<Fingerprint> {
  return dialect === 'sqlite' ? sqliteFingerprint(db) : postgresFingerprint(db);
}

/** The tables whose row count or content differ between two fingerprints (tables in either). */
export function changedTables(before: Fingerprint, after: Fingerprint, ignore: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => !ignore.includes(name))
    .filter((name) => before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum)
    .sort();
}

/**
 * Fingerprints the database after each request, cheaply: on SQLite the app's one connection counts every row
 * it inserts, updates or deletes (total_changes(), rolled-back statements included), so an unchanged count
 * proves an unchanged database and the last fingerprint stands; any change, or PostgreSQL (where other
 * connections write too), computes the full fingerprint again.
 */
export function fingerprintWatcher(db: Kysely<Database>, dialect: Dialect) {
  let lastCount: number | undefined;
  let last: Fingerprint | undefined;
  let computed = 0;
  const writeCount = async () => {
    if (dialect !== 'sqlite') return undefined;
    const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
    return Number(rows[0].n);
  };
  return {
    async current(): Promise<Fingerprint> {
      const count = await writeCount();
      if (last && count !== undefined && count === lastCount) return last;
      last = await databaseFingerprint(db, dialect);
      lastCount = count;
      computed += 1;
      return last;
    },
    /** how many full fingerprints were computed (the rest were proven unchanged) */
    get computed() {
      return computed;
    },
  };
}
