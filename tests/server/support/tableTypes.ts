/**
 * The tables and columns the server's code is typed against (server/db/schema.ts's Database), read by
 * TypeScript's checker rather than listed by hand, so a test can hold them against what the migrations build;
 * and those of the REST declarations, whose generic handlers need no table type.
 */
import ts from 'typescript';
import { restResources } from '../../../contract';
import { declaredTable } from '../../../server/db/makeMigration/declaredTables';

const SCHEMA_FILE = 'server/db/schema.ts';

/** Database's tables, each with its column names sorted. */
function typedTableColumns(): Record<string, string[]> {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const module = source && checker.getSymbolAtLocation(source);
  const database = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === 'Database');
  if (!source || !database) throw new Error(`${SCHEMA_FILE} exports no Database type`);
  const propertiesOf = (type: ts.Type) => checker.getPropertiesOfType(type);
  return Object.fromEntries(
    propertiesOf(checker.getDeclaredTypeOfSymbol(database)).map((table) => [
      table.name,
      propertiesOf(checker.getTypeOfSymbolAtLocation(table, source))
        .map((column) => column.name)
        .sort(),
    ]),
  );
}

/**
 * Every table the server needs, each with its column names sorted: a declared resource's table as its declaration
 * builds it (contract/rest/), unless server/db/schema.ts types it for code of our own, whose type then holds every
 * column (an admin's password hash, which no answer carries).
 */
export function expectedTableColumns(): Record<string, string[]> {
  const declared = restResources
    .map(declaredTable)
    .map((table) => [table.name, ['id', ...table.columns.map((column) => column.name)].sort()]);
  return { ...Object.fromEntries(declared), ...typedTableColumns() };
}
