/**
 * The streamed workbook's data rows as SpreadsheetML, written straight into exceljs' sheet stream: exceljs builds
 * objects and an XML tree per row, about 20 s of CPU for a 100,000-entry game week. The cells are the ones exceljs
 * would write. This relies on exceljs 4.4 members outside its typings (the sheet's `stream`, the workbook's
 * `styles` and `sharedStrings`); the excel server test reads the result back, so a change in them shows there.
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
  /** the archiver's streams, which feed the compressor */
  pipes?: PipedStream[];
}
/** Node's own streams say writableNeedDrain; the readable-stream 2 copy archiver uses keeps it in its state. */
type PipedStream = Writable & { _writableState?: { needDrain?: boolean } };
const needsDrain = (stream: PipedStream) => stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EXCEL_DAYS_TO_UNIX_EPOCH = 25569;
const DAY_MS = 86_400_000;

/** As exceljs' xmlEncode: the five XML specials escaped, the characters XML 1.0 cannot hold dropped. */
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

export class SheetRowWriter {
  private nextRow = 2;
  private readonly letters: string[];
  private readonly styleAttributes: { number: string; date: string; text: string; formulaLikeText: string }[];
  private readonly stream: SheetStream;
  private readonly sharedStrings: SharedStringTable;

  constructor(
    workbook: Workbook,
    worksheet: Worksheet,
    sheet: SheetDef,
    columnStyles: ColumnStyle[],
    private readonly textCells: TextCells,
    /** from the exceljs module the caller loaded on demand */
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
   * Call between batches: exceljs ignores the compressor's backpressure, so rows would pile up in memory. The first
   * turn of the event loop lets the zip take the rows before SQLite's synchronous read of the next batch.
   */
  async caughtUp(signal?: AbortSignal): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (const piped of this.stream.pipes ?? []) {
      if (needsDrain(piped)) await once(piped, 'drain', { signal });
    }
    signal?.throwIfAborted();
  }
}
