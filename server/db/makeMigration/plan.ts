/**
 * A column whose type or nullability differs from its field is named for a person, not altered: altering is a
 * rebuild on SQLite, and whether existing rows fit is a question about the data.
 */
import type { Catalogue } from './catalogue';
import type { DeclaredColumn, DeclaredTable } from './declaredTables';

export type Change =
  | { kind: 'createTable'; table: DeclaredTable }
  | { kind: 'addColumn'; table: string; column: DeclaredColumn }
  | { kind: 'createIndex'; table: string; column: string };

export interface MigrationPlan {
  changes: Change[];
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
