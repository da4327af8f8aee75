/**
 * SQLite statements compiled once per SQL text. Kysely's SQLite driver calls better-sqlite3's prepare() for
 * every query, and preparing (parsing and planning) took about a third of the database time of a payments
 * page under load (bench/FINDINGS.md). A compiled statement is reusable: Kysely runs one query at a time on
 * its one SQLite connection, and SQLite recompiles a statement by itself when the schema changes under it.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept; queries with IN lists of every length could otherwise grow it without end. */
export const STATEMENT_CACHE_SIZE = 500;

export interface PreparingDatabase {
  prepare(sql: string): SqliteStatement;
  close(): void;
}

export function withStatementCache(database: PreparingDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // most recently used last, so the oldest is first in line to go
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
