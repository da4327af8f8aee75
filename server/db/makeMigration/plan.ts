/**
 * What a new migration must do so that the database has the declared tables: create the missing tables, add the
 * missing columns, index the sorted and filtered columns that lead no index. What it cannot decide alone (a column
 * whose type or nullability differs from its field) it names for a person instead: altering a column is a rebuild
 * on SQLite, and whether existing rows fit is a question about the data.
 */
import type { Catalogue } from './catalogue';
import type { DeclaredColumn, DeclaredTable } from './declaredTables';

export type Change =
  | { kind: 'createTable'; table: DeclaredTable }
  | { kind: 'addColumn'; table: string; column: DeclaredColumn }
  | { kind: 'createIndex'; table: string; column: string };

export interface MigrationPlan {
  changes: Change[];
  /** differences left to a person, one sentence each */
  conflicts: string[];
}

const indexesOf = (table: string, columns: readonly string[]): Change[] =>
  columns.map((column) => ({ kind: 'createIndex', table, column }));

function conflictOf(table: string, wanted: DeclaredColumn, type: string, nullable: boolean): string | undefined {
  if (type !== wanted.type) return `${table}.${wanted.name} is ${type}, its field wants ${wanted.type}`;
  if (nullable !== wanted.nullable) {
    return `${table}.${wanted.name} is ${nullable ? 'nullable' : 'not null'}, its field says the opposite`;
  }
  return undefined;
}

/** The changes from the catalogue to the declared tables, in the order a migration applies them. */
export function planMigration(declared: readonly DeclaredTable[], catalogue: Catalogue): MigrationPlan {
  const changes: Change[] = [];
  const conflicts: string[] = [];
  for (const table of declared) {
    const existing = catalogue.get(table.name);
    if (!existing) {
      changes.push({ kind: 'createTable', table }, ...indexesOf(table.name, table.indexed));
      continue;
    }
    for (const column of table.columns) {
      const present = existing.columns.get(column.name);
      if (!present) changes.push({ kind: 'addColumn', table: table.name, column });
      const conflict = present && conflictOf(table.name, column, present.type, present.nullable);
      if (conflict) conflicts.push(conflict);
    }
    const unindexed = table.indexed.filter((column) => !existing.leadingIndexed.has(column));
    changes.push(...indexesOf(table.name, unindexed));
  }
  return { changes, conflicts };
}
