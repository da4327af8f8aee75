/** Written as a person writes a migration, with column-types.ts's helpers; Biome formats it afterwards. */
import type { DeclaredColumn } from './declaredTables';
import type { Change } from './plan';

const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export const indexName = (table: string, column: string) => `${table}_${column}_idx`;

/** A NOT NULL column added to a table that may have rows needs a default: SQLite refuses it otherwise. */
function columnCallback(column: DeclaredColumn, added: boolean): string | undefined {
  const name = quoted(column.name);
  const check = column.check;
  if (check?.kind === 'flag') return `flag(${name})`;
  if (check?.kind === 'references') {
    if (added && !column.nullable) {
      throw new Error(`${column.name}: a required reference added to a table that may have rows; write it by hand`);
    }
    return `${column.nullable ? 'optionallyReferences' : 'references'}(${quoted(check.table)})`;
  }
  if (check?.kind === 'oneOf') {
    const values = `[${check.values.map(quoted).join(', ')}]`;
    if (column.nullable) return `optionalOneOf(${name}, ${values})`;
    return added
      ? `(column) => oneOf(${name}, ${values})(column.defaultTo(${quoted(check.values[0] ?? '')}))`
      : `oneOf(${name}, ${values})`;
  }
  if (column.nullable) return undefined;
  return added ? `(column) => required(column.defaultTo(${column.type === 'text' ? "''" : '0'}))` : 'required';
}

function addColumnCall(column: DeclaredColumn, added: boolean): string {
  const callback = columnCallback(column, added);
  return `.addColumn(${quoted(column.name)}, ${quoted(column.type)}${callback ? `, ${callback}` : ''})`;
}

function upOf(change: Change): string {
  switch (change.kind) {
    case 'createTable':
      return [
        `await db.schema.createTable(${quoted(change.table.name)}).$call(withId(dialect))`,
        ...change.table.columns.map((column) => addColumnCall(column, false)),
        '.execute();',
      ].join('\n');
    case 'addColumn':
      return `await db.schema.alterTable(${quoted(change.table)})${addColumnCall(change.column, true)}.execute();`;
    case 'createIndex':
      return `await db.schema.createIndex(${quoted(indexName(change.table, change.column))}).on(${quoted(change.table)}).column(${quoted(change.column)}).execute();`;
  }
}

function downOf(change: Change): string {
  switch (change.kind) {
    case 'createTable':
      return `await db.schema.dropTable(${quoted(change.table.name)}).execute();`;
    case 'addColumn':
      return `await db.schema.alterTable(${quoted(change.table)}).dropColumn(${quoted(change.column.name)}).execute();`;
    case 'createIndex':
      return `await db.schema.dropIndex(${quoted(indexName(change.table, change.column))}).execute();`;
  }
}

function helpersUsed(body: string): string[] {
  const helpers = ['flag', 'oneOf', 'optionalOneOf', 'optionallyReferences', 'references', 'required', 'withId'];
  return helpers.filter((helper) => new RegExp(`(?<!')\\b${helper}\\b(?!')`).test(body));
}

export function renderMigration(name: string, changes: readonly Change[]): string {
  const up = changes.map(upOf).join('\n');
  const down = [...changes].reverse().map(downOf).join('\n');
  const usesDialect = up.includes('withId(dialect)');
  const helpers = helpersUsed(up);
  return [
    '/**',
    ` * ${name}, written by \`npm run db:make-migration\` from the REST declarations (contract/rest/).`,
    ' * Review it, say here why the change is needed, and commit it with the declaration.',
    ' */',
    "import type { Kysely } from 'kysely';",
    ...(usesDialect ? ["import type { Dialect } from '../connection';"] : []),
    ...(helpers.length > 0 ? [`import { ${helpers.join(', ')} } from './column-types';`] : []),
    '',
    `export async function up(db: Kysely<unknown>${usesDialect ? ', dialect: Dialect' : ''}): Promise<void> {`,
    up,
    '}',
    '',
    'export async function down(db: Kysely<unknown>): Promise<void> {',
    down,
    '}',
    '',
  ].join('\n');
}
