/**
 * How the SPA makes GameWeek_{id}_{time}.xlsx: it asks how many entries the game week has, then builds
 * the workbook in the browser from the JSON answer (exceljs loaded on demand) or, above
 * BROWSER_BUILD_LIMIT entries, lets the server stream the same workbook, so a very large game week never
 * sits in the browser's memory as JSON plus a spreadsheet model.
 *
 * The data-access calls are passed in (the screen hands over its dataProvider's methods), which keeps
 * this file free of react-admin and testable with fakes.
 */
import { XLSX_MIME } from '../../../../contract';
import { type ExportInput, excelFileName } from '../../../../contract/rules/workbookLayout';
import { buildWorkbook } from './buildWorkbook';
import { loadExcelJs } from './loadExcelJs';

/**
 * Above this many entries the server builds the file. From the benchmark (bench/excel.ts, bench/REPORT.md):
 * 10,000 entries x 11 picks take 3 to 4 s in headless Chromium on a busy 2-core machine, and exceljs holds
 * the whole workbook as objects meanwhile (the tab's heap peaked at 370 to 750 MB), growing with the
 * entries: much larger game weeks would make an operator's tab slow or crash it. The server streams
 * 100,000 entries in 8 to 12 s, its memory growing by about 120 MB.
 */
export const BROWSER_BUILD_LIMIT = 10_000;

export type ExportPhase = 'counting' | 'fetching' | 'building' | 'server';

export interface ExportProgress {
  phase: ExportPhase;
  /** 0..1 while building in the browser; undefined when the step cannot tell */
  fraction?: number;
}

export interface ExportSources {
  /** how many entries the game week has; undefined when it cannot be told (then the browser builds) */
  countEntries(gameWeekId: number): Promise<number | undefined>;
  /** downloadExcel's answer without `ok` */
  fetchData(gameWeekId: number): Promise<Omit<ExportInput, 'gameWeekId'>>;
  /** downloadExcelXlsx's file */
  fetchServerFile(gameWeekId: number): Promise<Blob>;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  builtBy: 'browser' | 'server';
}

export async function exportGameWeek(
  gameWeekId: number,
  sources: ExportSources,
  onProgress: (progress: ExportProgress) => void = () => {},
): Promise<ExportedFile> {
  onProgress({ phase: 'counting' });
  const entries = await sources.countEntries(gameWeekId);
  if (entries !== undefined && entries > BROWSER_BUILD_LIMIT) {
    onProgress({ phase: 'server' });
    const blob = await sources.fetchServerFile(gameWeekId);
    return { blob, fileName: excelFileName(gameWeekId, new Date().toISOString()), builtBy: 'server' };
  }
  onProgress({ phase: 'fetching' });
  // the chunk loads while the data is on its way
  const [excel, answer] = await Promise.all([loadExcelJs(), sources.fetchData(gameWeekId)]);
  onProgress({ phase: 'building', fraction: 0 });
  const bytes = await buildWorkbook(
    excel,
    { gameWeekId, ...answer },
    { onProgress: (fraction) => onProgress({ phase: 'building', fraction }) },
  );
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME }),
    fileName: excelFileName(gameWeekId, answer.timenow),
    builtBy: 'browser',
  };
}
