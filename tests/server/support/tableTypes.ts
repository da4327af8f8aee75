/**
 * The tables and columns the server's code is typed against (server/db/schema.ts's Database), read by
 * TypeScript's checker rather than listed by hand, so a test can hold them against what the migrations build.
 */
import ts from 'typescript';

const SCHEMA_FILE = 'server/db/schema.ts';

/** Database's tables, each with its column names sorted. */
export function typedTableColumns(): Record<string, string[]> {
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
