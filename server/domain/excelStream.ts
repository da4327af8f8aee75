/**
 * The game-week workbook streamed a batch at a time. The zip holds sheets one after the other, so the Entries sheet
 * is written whole before a second pass writes the Picks, stopping at the first's last entry: a sheet written
 * alongside another would wait in memory.
 */
import type { Writable } from 'node:stream';
import type { stream } from 'exceljs';
import type { Kysely } from 'kysely';
import { writeQuotePrefixes } from '../../contract/rules/quotePrefix';
import {
  addLayoutSheet,
  columnStyles,
  entryRowValues,
  pickRowValues,
  type SheetDef,
  SheetSeries,
  workbookSheets,
  XLSX_MAX_ROWS,
} from '../../contract/rules/workbookLayout';
import { DEFAULT_WORKBOOK_LANGUAGE, type WorkbookLanguage } from '../../contract/rules/workbookWords';
import type { Database } from '../db/schema';
import { type ExportGameWeek, entryBatches, pickBatches } from './excelExport';
import { SheetRowWriter, type TextCells } from './excelRowXml';
// side effect: the zip's checksums computed natively
import './nativeCrc32';

/** Small enough that a batch dies young: at 250 entries memory grew 150-181 MB per 100,000-entry download. */
export const STREAM_BATCH_SIZE = 50;

/** Loaded by the first export: it is the server's largest package (~0.45 s of its start), and most never export. */
const loadExcelJs = () => import('exceljs').then((module) => module.default);

export interface StreamOptions {
  batchSize?: number;
  /** rows a sheet holds with its header before the next of its series starts */
  rowLimit?: number;
  /** the sheet names' and headers' language */
  language?: WorkbookLanguage;
}

export async function streamExportWorkbook(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  output: Writable,
  timenow: Date,
  { batchSize = STREAM_BATCH_SIZE, rowLimit = XLSX_MAX_ROWS, language = DEFAULT_WORKBOOK_LANGUAGE }: StreamOptions = {},
): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: true,
    // fast deflate, as the browser's; 256 KB chunks rather than 16 KB: each is a round trip between threads
    zip: { zlib: { level: 1, chunkSize: 256 * 1024 } },
  });
  workbook.creator = 'Matchday Admin';
  workbook.created = timenow;
  // a client that goes away closes the output: stop reading and writing then, whatever is awaited
  const abandoned = new AbortController();
  const onClose = () => {
    // after a complete workbook the output closes too, once read to the end
    if (!output.writableFinished) abandoned.abort(new DownloadAbandoned());
  };
  output.once('close', onClose);
  const work = (async () => {
    const options = { batchSize, rowLimit, language };
    await writeSheets(db, gameWeek, workbook, ExcelJS.ValueType, options, abandoned.signal);
    await workbook.commit(); // resolves when the output has taken the last byte
  })();
  const closed = new Promise<never>((_, reject) => {
    abandoned.signal.addEventListener('abort', () => reject(abandoned.signal.reason), { once: true });
  });
  try {
    await Promise.race([work, closed]);
  } catch (error) {
    work.catch(() => {}); // settled or not, its outcome is the error below
    throw abandoned.signal.aborted ? abandoned.signal.reason : error;
  } finally {
    output.off('close', onClose);
  }
}

export class DownloadAbandoned extends Error {
  constructor() {
    super('the download was closed before the workbook was complete');
    this.name = 'DownloadAbandoned';
  }
}

async function writeSheets(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  workbook: stream.xlsx.WorkbookWriter,
  valueTypes: ConstructorParameters<typeof SheetRowWriter>[5],
  { batchSize, rowLimit, language }: Required<StreamOptions>,
  signal: AbortSignal,
) {
  const sheetSeries = (sheet: SheetDef, textCells: TextCells) => {
    const styles = columnStyles(sheet);
    return new SheetSeries(
      sheet,
      rowLimit,
      (name) => {
        const { worksheet, header } = addLayoutSheet(workbook, { ...sheet, name });
        header.commit();
        return { worksheet, rows: new SheetRowWriter(workbook, worksheet, sheet, styles, textCells, valueTypes) };
      },
      ({ worksheet }) => worksheet.commit(),
    );
  };

  const sheets = workbookSheets(language);
  const entrySheets = sheetSeries(sheets.entries, 'inline');
  let lastEntryId = 0;
  for await (const entries of entryBatches(db, gameWeek, { size: batchSize })) {
    entrySheets.place(entries.map(entryRowValues), (sheet, rows) => sheet.rows.writeRows(rows));
    lastEntryId = entries[entries.length - 1].id;
    await entrySheets.currentSheet.rows.caughtUp(signal);
  }
  entrySheets.finish();

  const pickSheets = sheetSeries(sheets.picks, 'shared');
  for await (const picks of pickBatches(db, gameWeek, { size: batchSize, upToId: lastEntryId })) {
    pickSheets.place(
      picks.map((pick) => pickRowValues(pick.entry_id, pick)),
      (sheet, rows) => sheet.rows.writeRows(rows),
    );
    await pickSheets.currentSheet.rows.caughtUp(signal);
  }
  pickSheets.finish();
  writeQuotePrefixes((workbook as unknown as { styles: unknown }).styles);
}
