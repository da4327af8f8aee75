/**
 * The game-week workbook streamed by the server (downloadExcelXlsx): the same sheets, columns and
 * formats as the browser's builder (contract/rules/workbookLayout.ts), written with exceljs' streaming
 * WorkbookWriter, the data rows serialised by excelRowXml.ts. A game week of 100,000 entries is read a
 * batch at a time and written as it is read: never held whole.
 *
 * The zip holds the sheets one after the other, so the Entries sheet is written completely (one pass
 * over the entries) before the Picks sheet (a second pass): a sheet written alongside another would wait
 * in memory for its turn. The second pass stops at the last entry of the first, so both sheets hold the
 * same entries even if one is submitted meanwhile. A sheet full to the row limit is committed and the
 * series goes on in the next (`Picks (2)`, ...): 100,000 entries make 1.1 million pick rows.
 */
import type { Writable } from 'node:stream';
import type { stream } from 'exceljs';
import type { Kysely } from 'kysely';
import { writeQuotePrefixes } from '../../contract/rules/quotePrefix';
import {
  addLayoutSheet,
  columnStyles,
  ENTRIES_SHEET,
  entryRowValues,
  PICKS_SHEET,
  pickRowValues,
  type SheetDef,
  SheetSeries,
  XLSX_MAX_ROWS,
} from '../../contract/rules/workbookLayout';
import type { Database } from '../db/schema';
import { type ExportGameWeek, entryBatches, pickBatches } from './excelExport';
import { SheetRowWriter, type TextCells } from './excelRowXml';
// side effect: archiver's zip checksums computed natively (why: in the module)
import './nativeCrc32';

/**
 * Entries per read: small enough that a batch's objects die young (cheap to collect), large enough to keep
 * queries few. At 250 entries (2,750 picks) a batch, and the next one read meanwhile, outlived
 * young-generation collections and were promoted: memory grew 150-181 MB per 100,000-entry download (limit
 * 200 MB). At 50 it grows 20 MB on SQLite and 65-130 MB on PostgreSQL, in the same time, now that a batch
 * of picks is one query (pickBatches: one round trip instead of two). bench/FINDINGS.md has the figures.
 */
export const STREAM_BATCH_SIZE = 50;

/**
 * exceljs, loaded by the first export rather than at start: it is the largest package the server loads
 * (~0.45 s of a ~1.4 s start), and most server processes never export.
 */
const loadExcelJs = () => import('exceljs').then((module) => module.default);

export interface StreamOptions {
  /** entries per read */
  batchSize?: number;
  /** rows a sheet holds with its header before the next sheet of its series starts (tests set it low) */
  rowLimit?: number;
}

export async function streamExportWorkbook(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  output: Writable,
  timenow: Date,
  { batchSize = STREAM_BATCH_SIZE, rowLimit = XLSX_MAX_ROWS }: StreamOptions = {},
): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // the header rows' text in the shared-strings table, like the picks' (excelRowXml.ts)
    useSharedStrings: true,
    // like the browser's builder: fast deflate, a somewhat larger file. Output chunks of 256 KB rather than
    // zlib's 16 KB: each chunk is a round trip between the compressing thread and this one, and with fewer
    // the 100,000-entry export measured ~10% faster (bench/excel.ts)
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
    await writeSheets(db, gameWeek, workbook, ExcelJS.ValueType, { batchSize, rowLimit }, abandoned.signal);
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

/** The export stopped because its reader closed the download. */
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
  { batchSize, rowLimit }: Required<StreamOptions>,
  signal: AbortSignal,
) {
  /** A series of sheets written one after the other, each committed (written out) once full. */
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

  const entrySheets = sheetSeries(ENTRIES_SHEET, 'inline');
  let lastEntryId = 0;
  for await (const entries of entryBatches(db, gameWeek, { size: batchSize })) {
    entrySheets.place(entries.map(entryRowValues), (sheet, rows) => sheet.rows.writeRows(rows));
    lastEntryId = entries[entries.length - 1].id;
    await entrySheets.currentSheet.rows.caughtUp(signal);
  }
  entrySheets.finish();

  const pickSheets = sheetSeries(PICKS_SHEET, 'shared');
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
