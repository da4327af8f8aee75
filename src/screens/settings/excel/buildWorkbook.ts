/** exceljs is passed in, not imported: the browser hands over the chunk it loaded on demand, Node its own build. */
import { writeQuotePrefixesOnSave } from '../../../../contract/rules/quotePrefix';
import {
  addLayoutSheet,
  addStyledRow,
  columnStyles,
  type ExportEntry,
  type ExportInput,
  entryRowValues,
  pickRowValues,
  SheetSeries,
  workbookSheets,
  XLSX_MAX_ROWS,
} from '../../../../contract/rules/workbookLayout';
import type { WorkbookLanguage } from '../../../../contract/rules/workbookWords';

export type ExcelJsModule = typeof import('exceljs');

export interface BuildOptions {
  /** 0..1 as the work advances: rows are the first half, compressing the file the second */
  onProgress?: (fraction: number) => void;
  /** entries between two pauses that let the page repaint the progress */
  entriesPerPause?: number;
  rowLimit?: number;
  /** the interface's language, for the sheet names and headers (English by default, the spec's wording) */
  language?: WorkbookLanguage;
}

/** Level 1: a third larger than level 6 but far faster in JavaScript, and the file is opened once, not kept. */
export const ZIP_OPTIONS = { compression: 'DEFLATE', compressionOptions: { level: 1 } } as const;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function buildWorkbook(
  excel: ExcelJsModule,
  input: ExportInput,
  options: BuildOptions = {},
): Promise<Uint8Array> {
  const { onProgress, entriesPerPause = 1000, rowLimit = XLSX_MAX_ROWS, language } = options;
  const sheets = workbookSheets(language);
  const workbook = new excel.Workbook();
  workbook.creator = 'Matchday Admin';
  workbook.created = new Date(Date.parse(input.timenow));
  writeQuotePrefixesOnSave(workbook);

  const total = input.data.length;
  const rowsDone = (pass: 'entries' | 'picks', index: number) =>
    0.5 * (pass === 'entries' ? (index + 1) / total / 12 : 1 / 12 + ((11 / 12) * (index + 1)) / total);
  // each sheet series is written whole before the next, so sheets come in order: Entries, Entries (2), Picks, ...
  for (const [sheet, rowsOf] of [
    [sheets.entries, (entry: ExportEntry) => [entryRowValues(entry)]],
    [sheets.picks, (entry: ExportEntry) => entry.player_game.map((pick) => pickRowValues(entry.id, pick))],
  ] as const) {
    const styles = columnStyles(sheet);
    const series = new SheetSeries(sheet, rowLimit, (name) => addLayoutSheet(workbook, { ...sheet, name }).worksheet);
    for (let index = 0; index < total; index++) {
      series.place(rowsOf(input.data[index]), (worksheet, rows) => {
        for (const values of rows) addStyledRow(worksheet, values, styles);
      });
      if ((index + 1) % entriesPerPause === 0 && index + 1 < total) {
        onProgress?.(rowsDone(sheet === sheets.entries ? 'entries' : 'picks', index));
        await pause();
      }
    }
    series.finish();
  }
  onProgress?.(0.5);
  const buffer = await workbook.xlsx.writeBuffer({ zip: ZIP_OPTIONS });
  onProgress?.(1);
  // a Node Buffer, or the browser bundle's Buffer polyfill: both are Uint8Arrays already
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer as ArrayBuffer);
}
