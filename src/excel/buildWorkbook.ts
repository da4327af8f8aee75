/**
 * Builds the export's .xlsx in memory with exceljs, from the layout in workbookLayout.ts. The exceljs
 * module is passed in rather than imported, so the browser hands over the chunk it loaded on demand
 * (loadExcelJs.ts) and Node (tests, benchmark) its own build; the same code runs in both.
 */
import {
  addLayoutSheet,
  addStyledRow,
  columnStyles,
  ENTRIES_SHEET,
  type ExportInput,
  entryRowValues,
  PICKS_SHEET,
  pickRowValues,
} from './workbookLayout';

export type ExcelJsModule = typeof import('exceljs');

export interface BuildOptions {
  /** 0..1 as the work advances: rows are the first half, compressing the file the second */
  onProgress?: (fraction: number) => void;
  /** entries between two pauses that let the page repaint (the progress indicator) */
  entriesPerPause?: number;
}

/**
 * Deflate level 1: the file is about a third larger than at the default level 6, and compressing it (in
 * JavaScript, by JSZip) takes a fraction of the time: the export is downloaded once and opened, not kept.
 */
export const ZIP_OPTIONS = { compression: 'DEFLATE', compressionOptions: { level: 1 } } as const;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function buildWorkbook(
  excel: ExcelJsModule,
  input: ExportInput,
  options: BuildOptions = {},
): Promise<Uint8Array> {
  const { onProgress, entriesPerPause = 1000 } = options;
  const workbook = new excel.Workbook();
  workbook.creator = 'Matchday Admin';
  workbook.created = new Date(Date.parse(input.timenow));

  const entrySheet = addLayoutSheet(workbook, ENTRIES_SHEET).worksheet;
  const pickSheet = addLayoutSheet(workbook, PICKS_SHEET).worksheet;
  const entryStyles = columnStyles(ENTRIES_SHEET);
  const pickStyles = columnStyles(PICKS_SHEET);

  const total = input.data.length;
  for (let index = 0; index < total; index++) {
    const entry = input.data[index];
    addStyledRow(entrySheet, entryRowValues(entry), entryStyles);
    for (const pick of entry.player_game) addStyledRow(pickSheet, pickRowValues(entry.id, pick), pickStyles);
    if ((index + 1) % entriesPerPause === 0 && index + 1 < total) {
      onProgress?.((0.5 * (index + 1)) / total);
      await pause();
    }
  }
  onProgress?.(0.5);
  const buffer = await workbook.xlsx.writeBuffer({ zip: ZIP_OPTIONS });
  onProgress?.(1);
  // a Node Buffer, or the browser bundle's Buffer polyfill: both are Uint8Arrays already
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer as ArrayBuffer);
}
