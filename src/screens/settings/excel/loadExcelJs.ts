/** exceljs is about 256 KB gzipped: a static `import` of it anywhere in src/ would put it in the initial bundle. */
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
