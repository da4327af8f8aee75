/**
 * The data rows of the streamed workbook, serialised straight to SpreadsheetML into the sheet's stream of
 * exceljs' WorkbookWriter.
 *
 * Why: exceljs turns every row into Row, Cell and Value objects and an XML tree before writing it, which
 * for the 1.2 million rows of a 100,000-entry game week cost about 20 s of CPU, twice the issue's limit.
 * Everything else stays exceljs' work: the workbook, styles, sheet views, columns, the header row (written
 * through its normal path, which also opens <sheetData>), the autofilter, the zip. The cells written here
 * are the ones exceljs would write for the same values and styles: numbers and dates as <v> with the
 * column's style id from exceljs' own style table (text that looks like a formula: the column's quoted
 * style, workbookLayout.ts); text either as an index into the workbook's
 * shared-strings table, which exceljs writes at the end (for the picks: a few hundred player names and
 * four positions repeat on 1.1 million rows, the table keeps each once), or inline (for the team names,
 * nearly all different: a table would only grow with them).
 *
 * It relies on members of exceljs 4.4 that are not in its typings: the WorksheetWriter's `stream` (the
 * sheet's part of the zip) and the WorkbookWriter's `styles` and `sharedStrings`. tests/server/excel.test.ts
 * reads the result back with exceljs and compares it with the browser's workbook, so a change in any of
 * them shows there.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { CellValue, Style, ValueType, Workbook, Worksheet } from 'exceljs';
import { type ColumnStyle, looksLikeFormula, type SheetDef } from '../../contract/rules/workbookLayout';

interface StyleTable {
  addStyleModel(style: Partial<Style>, cellType: ValueType): number;
}
interface SharedStringTable {
  add(text: string): number;
}
interface SheetStream {
  write(text: string): unknown;
  /** where exceljs' StreamBuf passes its data: the stream archiver wraps it in, which feeds the compressor */
  pipes?: PipedStream[];
}
/** Node's own streams say writableNeedDrain; the readable-stream 2 copy archiver uses keeps it in its state. */
type PipedStream = Writable & { _writableState?: { needDrain?: boolean } };
const needsDrain = (stream: PipedStream) => stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** Days from 1899-12-30 (Excel's day 0, 1900 date system) to 1970-01-01, as exceljs counts them. */
const EXCEL_DAYS_TO_UNIX_EPOCH = 25569;
const DAY_MS = 86_400_000;

/** What exceljs' xmlEncode does: escape the five XML specials, drop the characters XML 1.0 cannot hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being escaped or dropped
const NEEDS_ENCODING = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being dropped
const NOT_IN_XML = /[\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
export function xmlText(text: string): string {
  if (!NEEDS_ENCODING.test(text)) return text;
  return text.replace(NOT_IN_XML, '').replace(/[<>&'"]/g, (char) => ENTITIES[char]);
}

const columnLetter = (n: number) => String.fromCharCode(64 + n);

export type TextCells = 'shared' | 'inline';

/** Writes a sheet's data rows, from row 2 (under the header exceljs wrote). */
export class SheetRowWriter {
  private nextRow = 2;
  private readonly letters: string[];
  /** ' s="N"' per column and cell type, '' for the default style */
  private readonly styleAttributes: { number: string; date: string; text: string; formulaLikeText: string }[];
  private readonly stream: SheetStream;
  private readonly sharedStrings: SharedStringTable;

  constructor(
    workbook: Workbook,
    worksheet: Worksheet,
    sheet: SheetDef,
    columnStyles: ColumnStyle[],
    private readonly textCells: TextCells,
    /** exceljs' ValueType, from the module the caller loaded (excelStream.ts loads exceljs on demand) */
    valueTypes: Pick<typeof ValueType, 'Number' | 'Date' | 'String'>,
  ) {
    const { styles, sharedStrings } = workbook as unknown as { styles: StyleTable; sharedStrings: SharedStringTable };
    this.sharedStrings = sharedStrings;
    this.stream = (worksheet as unknown as { stream: SheetStream }).stream;
    const attribute = (style: Partial<Style>, type: ValueType) => {
      const id = styles.addStyleModel(style, type);
      return id ? ` s="${id}"` : '';
    };
    this.letters = sheet.columns.map((_, index) => columnLetter(index + 1));
    this.styleAttributes = columnStyles.map(({ plain, quoted }) => ({
      number: attribute(plain, valueTypes.Number),
      date: attribute(plain, valueTypes.Date),
      text: attribute(plain, valueTypes.String),
      formulaLikeText: attribute(quoted, valueTypes.String),
    }));
  }

  private cellXml(value: CellValue | undefined, column: number, row: number): string {
    if (value === undefined || value === null) return '';
    const reference = `${this.letters[column]}${row}`;
    const style = this.styleAttributes[column];
    if (typeof value === 'number') return `<c r="${reference}"${style.number}><v>${value}</v></c>`;
    if (value instanceof Date) {
      const serial = EXCEL_DAYS_TO_UNIX_EPOCH + value.getTime() / DAY_MS;
      return `<c r="${reference}"${style.date}><v>${serial}</v></c>`;
    }
    if (typeof value === 'string') {
      const textStyle = looksLikeFormula(value) ? style.formulaLikeText : style.text;
      if (this.textCells === 'shared') {
        return `<c r="${reference}"${textStyle} t="s"><v>${this.sharedStrings.add(value)}</v></c>`;
      }
      return `<c r="${reference}"${textStyle} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
    }
    throw new Error(`the export writes numbers, dates and text only, not ${typeof value}`);
  }

  /** Writes the rows in one piece of text: one call into the zip per batch rather than per row. */
  writeRows(rows: readonly (readonly (CellValue | undefined)[])[]): void {
    let xml = '';
    for (const values of rows) {
      const row = this.nextRow++;
      xml += `<row r="${row}">`;
      for (let column = 0; column < values.length; column++) xml += this.cellXml(values[column], column, row);
      xml += '</row>';
    }
    if (xml) this.stream.write(xml);
  }

  /**
   * Waits until the zip has compressed what it was given. exceljs' sheet stream hands data on to the
   * compressor without heeding its backpressure, so rows written faster than deflate runs (or than the
   * client reads, which stops the compressor in turn) would pile up in memory: call this between batches.
   * The signal ends the wait when the download is abandoned (nothing would ever drain then).
   *
   * It first lets the event loop turn once: the zip's streams hand the rows to the compressing thread on
   * later ticks, and without the turn that happened only after the next batch had been read and written
   * (SQLite reads synchronously), so compressing and reading took turns instead of overlapping. With it,
   * the 100,000-entry export measured 10-15% faster (bench/excel.ts).
   */
  async caughtUp(signal?: AbortSignal): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (const piped of this.stream.pipes ?? []) {
      if (needsDrain(piped)) await once(piped, 'drain', { signal });
    }
    signal?.throwIfAborted();
  }
}
