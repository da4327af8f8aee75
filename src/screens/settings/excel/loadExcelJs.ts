/**
 * exceljs for the browser is about 256 KB gzipped: it is fetched as a chunk of its own when the first
 * export starts, never with the initial bundle (DESIGN.md, known pitfalls). Keep every reference to the
 * module behind this import(); a static `import ExcelJS from 'exceljs'` in src/ would pull it back in.
 */
import type { ExcelJsModule } from './buildWorkbook';

let loading: Promise<ExcelJsModule> | undefined;

export function loadExcelJs(): Promise<ExcelJsModule> {
  loading ??= import('exceljs').then(
    // the browser build is CommonJS: bundlers hand it over as the default export
    (module) => ((module as { default?: ExcelJsModule }).default ?? module) as ExcelJsModule,
    (error: unknown) => {
      loading = undefined; // a failed chunk load (offline, new deployment) may succeed when tried again
      throw error;
    },
  );
  return loading;
}
