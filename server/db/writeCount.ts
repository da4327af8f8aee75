/**
 * Kysely prepares and runs a query in one synchronous step, so once the count has moved the write has happened;
 * a transaction holds the one connection until it commits, so no read sees the count moved before the commit.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** better-sqlite3's statements say whether they can write; Kysely's type leaves that out. */
interface StatementThatTells extends SqliteStatement {
  readonly readonly?: boolean;
}

export function countingWrites(database: SqliteDatabase): { database: SqliteDatabase; count(): number } {
  let writes = 0;
  return {
    database: {
      prepare(sql) {
        const statement: StatementThatTells = database.prepare(sql);
        if (statement.readonly !== true) writes++;
        return statement;
      },
      close: () => database.close(),
    },
    count: () => writes,
  };
}
