/** The data-access calls are passed in, which keeps this file free of react-admin and testable with fakes. */
import { XLSX_MIME } from '../../../../contract';
import { type ExportInput, excelFileName } from '../../../../contract/rules/workbookLayout';
import type { WorkbookLanguage } from '../../../../contract/rules/workbookWords';
import { buildWorkbook } from './buildWorkbook';
import { loadExcelJs } from './loadExcelJs';

/**
 * Above this many entries the server streams the file: exceljs holds the whole workbook as objects in the tab,
 * so a much larger game week makes the tab slow or crashes it (bench/excel.ts measures both sides).
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
  fetchData(gameWeekId: number): Promise<Omit<ExportInput, 'gameWeekId'>>;
  fetchServerFile(gameWeekId: number, language: WorkbookLanguage): Promise<Blob>;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  builtBy: 'browser' | 'server';
}

export interface ExportRequest {
  gameWeekId: number;
  /** the interface's language: the workbook's sheet names and headers follow it */
  language: WorkbookLanguage;
}

export async function exportGameWeek(
  { gameWeekId, language }: ExportRequest,
  sources: ExportSources,
  onProgress: (progress: ExportProgress) => void = () => {},
): Promise<ExportedFile> {
  onProgress({ phase: 'counting' });
  const entries = await sources.countEntries(gameWeekId);
  if (entries !== undefined && entries > BROWSER_BUILD_LIMIT) {
    onProgress({ phase: 'server' });
    const blob = await sources.fetchServerFile(gameWeekId, language);
    return { blob, fileName: excelFileName(gameWeekId, new Date().toISOString()), builtBy: 'server' };
  }
  onProgress({ phase: 'fetching' });
  // the chunk loads while the data is on its way
  const [excel, answer] = await Promise.all([loadExcelJs(), sources.fetchData(gameWeekId)]);
  onProgress({ phase: 'building', fraction: 0 });
  const bytes = await buildWorkbook(
    excel,
    { gameWeekId, ...answer },
    { language, onProgress: (fraction) => onProgress({ phase: 'building', fraction }) },
  );
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME }),
    fileName: excelFileName(gameWeekId, answer.timenow),
    builtBy: 'browser',
  };
}
