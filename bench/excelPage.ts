/** The SPA's own builder, with exceljs loaded the way the SPA loads it (a chunk behind import()). */
import { buildWorkbook } from '../src/screens/settings/excel/buildWorkbook';
import { loadExcelJs } from '../src/screens/settings/excel/loadExcelJs';
import { syntheticExport } from './excelData';

export interface PageBuildResult {
  ms: number;
  bytes: number;
}

declare global {
  interface Window {
    excelBench: { build(entries: number): Promise<PageBuildResult> };
  }
}

window.excelBench = {
  async build(entries) {
    const excel = await loadExcelJs(); // fetched once, outside the timing
    const input = syntheticExport(entries);
    const start = performance.now();
    const bytes = await buildWorkbook(excel, input);
    return { ms: performance.now() - start, bytes: bytes.length };
  },
};
