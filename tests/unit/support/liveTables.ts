/**
 * The demo database's tables as plain arrays, read and written synchronously (sql.js is synchronous): a screen
 * test prepares rows before rendering and looks at what reached the database after an action, as it would
 * with arrays in memory. Reading a table answers its rows in insertion order; assigning a table replaces its
 * rows; pushing onto a table's array inserts the rows; setting a field of a row updates it.
 */
import type { Database as SqlJsDatabase, SqlValue } from 'sql.js';
import type { DemoData } from '../../../fixtures';

type Row = Record<string, unknown>;

/** A row whose fields, when set, are written to its row in the database. */
function liveRow(sqlite: SqlJsDatabase, table: string, rowid: SqlValue, row: Row): Row {
  return new Proxy(row, {
    set(target, column, value) {
      sqlite.run(`UPDATE "${table}" SET "${String(column)}" = ? WHERE rowid = ?`, [value as SqlValue, rowid]);
      target[String(column)] = value;
      return true;
    },
  });
}

function readRows(sqlite: SqlJsDatabase, table: string): Row[] {
  const [result] = sqlite.exec(`SELECT rowid, * FROM "${table}" ORDER BY rowid`);
  if (!result) return [];
  const columns = result.columns.slice(1);
  return result.values.map(([rowid, ...values]) =>
    liveRow(sqlite, table, rowid, Object.fromEntries(columns.map((column, i) => [column, values[i]]))),
  );
}

function insertRows(sqlite: SqlJsDatabase, table: string, rows: readonly Row[]) {
  for (const row of rows) {
    const columns = Object.keys(row);
    sqlite.run(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      columns.map((column) => row[column] as SqlValue),
    );
  }
}

/** Replaces a table's rows; the caller replaces the tables that refer to it too, as pruning in memory did. */
function replaceRows(sqlite: SqlJsDatabase, table: string, rows: readonly Row[]) {
  sqlite.run('PRAGMA foreign_keys = OFF');
  try {
    sqlite.run(`DELETE FROM "${table}"`);
    insertRows(sqlite, table, rows);
  } finally {
    sqlite.run('PRAGMA foreign_keys = ON');
  }
}

export function liveTables(sqlite: SqlJsDatabase): DemoData {
  return new Proxy({} as DemoData, {
    get(_target, table) {
      const rows = readRows(sqlite, String(table));
      return Object.assign(rows, {
        push: (...added: Row[]) => {
          insertRows(sqlite, String(table), added);
          return rows.length + added.length;
        },
      });
    },
    set(_target, table, rows: Row[]) {
      replaceRows(sqlite, String(table), rows);
      return true;
    },
  });
}
