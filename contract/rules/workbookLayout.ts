/**
 * The game-week export's workbook, defined ONCE for both writers: the browser's in-memory builder
 * (buildWorkbook.ts) and the server's streaming writer (server/domain/excelStream.ts). Sheets, headers,
 * widths, number formats, how an entry and its picks become cell values, the formula-text rule, where a
 * sheet continues in the next, and the file name all live here. Pure: no exceljs at run time (types only), no DOM, no Node APIs, so the server, the
 * browser and the demo import it alike.
 *
 * The layout (README, "Behaviour chosen where the spec says 'not shown'"): an Entries sheet with one row
 * per entry and its totals, and a Picks sheet with one row per pick keyed by the entry id, in slot order.
 * Two sheets rather than pick rows under each entry row, so that every column holds one kind of value and
 * the operator can sort and filter either sheet without breaking it up.
 */
import type { Static } from '@sinclair/typebox';
import type { Alignment, CellValue, Font, Row, Style, Workbook, Worksheet, WorksheetView } from 'exceljs';
import type { ExcelAnswer, ExcelEntry } from '..';
import { QUOTE_PREFIX_MARK } from './quotePrefix';

export type ExportEntry = Static<typeof ExcelEntry>;
export type ExportPick = ExportEntry['player_game'][number];

/** What a workbook is made of: the JSON answer of downloadExcel (without `ok`) and the game week asked for. */
export interface ExportInput {
  gameWeekId: number;
  timenow: Static<typeof ExcelAnswer>['timenow'];
  data: readonly ExportEntry[];
}

/** How a column's cells are written and shown. */
type ColumnKind = 'id' | 'text' | 'date' | 'money' | 'points';

export interface ColumnDef {
  header: string;
  width: number;
  kind: ColumnKind;
}

export interface SheetDef {
  name: string;
  columns: readonly ColumnDef[];
}

/** Ids stay General (no thousands separator); money keeps two decimals; points are whole, signed numbers. */
export const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  id: undefined,
  text: undefined,
  date: 'yyyy-mm-dd hh:mm:ss',
  money: '#,##0.00',
  points: '#,##0',
};

export const ENTRIES_SHEET: SheetDef = {
  name: 'Entries',
  columns: [
    { header: 'Entry ID', width: 10, kind: 'id' },
    { header: 'User ID', width: 10, kind: 'id' },
    { header: 'Team name', width: 32, kind: 'text' },
    { header: 'Season', width: 10, kind: 'id' },
    { header: 'Game week', width: 12, kind: 'id' },
    { header: 'Submitted (Bangkok time)', width: 24, kind: 'date' },
    { header: 'Total price', width: 13, kind: 'money' },
    { header: 'Total points', width: 13, kind: 'points' },
  ],
};

export const PICKS_SHEET: SheetDef = {
  name: 'Picks',
  columns: [
    { header: 'Entry ID', width: 10, kind: 'id' },
    { header: 'Position', width: 10, kind: 'text' },
    { header: 'Player ID', width: 11, kind: 'id' },
    { header: 'Player', width: 28, kind: 'text' },
    { header: 'Captain', width: 10, kind: 'text' },
    { header: 'Price', width: 10, kind: 'money' },
    { header: 'Points (captain x2)', width: 20, kind: 'points' },
  ],
};

export const SHEETS = [ENTRIES_SHEET, PICKS_SHEET] as const;

/** The Captain column's mark; other picks leave the cell empty (Excel's filter offers "(Blanks)"). */
export const CAPTAIN_MARK = 'C';

/**
 * Text that a spreadsheet program could read as a formula (or a DDE payload): it starts with =, +, -, @,
 * tab, carriage return or NUL (OWASP CSV injection; ASVS 5.0 1.2.10). Such a cell keeps the text exactly as
 * typed and gets the cell style's quotePrefix (Excel's "text" flag, set by typing a leading apostrophe):
 * the cell shows, sorts and copies as the text, and editing it never turns it into a formula. A visible
 * apostrophe in the value, as before, travelled into sorting and copies.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r\0]/;
export function looksLikeFormula(value: unknown): boolean {
  return typeof value === 'string' && FORMULA_TRIGGER.test(value);
}

/**
 * The most rows a sheet can hold (Excel's limit since 2007; LibreOffice's too). A series of sheets goes on
 * in `Picks (2)`, `Picks (3)`, ... before it: at 100,000 entries the picks are 1.1 million rows.
 */
export const XLSX_MAX_ROWS = 1_048_576;

/** The name of the `index`th (0-based) sheet of a series: `Picks`, `Picks (2)`, ... */
export function seriesSheetName(sheet: SheetDef, index: number): string {
  return index === 0 ? sheet.name : `${sheet.name} (${index + 1})`;
}

/**
 * A sheet and the sheets that continue it, each under its own header row and holding at most `rowLimit`
 * rows with it. Both writers place their rows through it, so they split at the same row; `rowLimit` is a
 * parameter so that tests can split small game weeks.
 */
export class SheetSeries<Sheet> {
  private current: Sheet | undefined;
  private sheetsOpened = 0;
  private roomLeft = 0;

  constructor(
    private readonly sheet: SheetDef,
    private readonly rowLimit: number,
    /** adds the named sheet with its header row */
    private readonly openSheet: (name: string) => Sheet,
    /** called once per sheet when it is full or the series ends */
    private readonly closeSheet: (sheet: Sheet) => void = () => {},
  ) {
    if (!Number.isInteger(rowLimit) || rowLimit < 2 || rowLimit > XLSX_MAX_ROWS) {
      throw new RangeError(`a sheet holds 2 to ${XLSX_MAX_ROWS} rows with its header, not ${rowLimit}`);
    }
  }

  private openNext(): Sheet {
    if (this.current !== undefined) this.closeSheet(this.current);
    this.current = this.openSheet(seriesSheetName(this.sheet, this.sheetsOpened++));
    this.roomLeft = this.rowLimit - 1;
    return this.current;
  }

  /** Writes rows in order, as many to each sheet as it has room for, opening the next sheet when full. */
  place<Row>(rows: readonly Row[], write: (sheet: Sheet, rows: readonly Row[]) => void): void {
    let from = 0;
    while (from < rows.length) {
      const sheet = this.roomLeft === 0 || this.current === undefined ? this.openNext() : this.current;
      const count = Math.min(this.roomLeft, rows.length - from);
      write(sheet, from === 0 && count === rows.length ? rows : rows.slice(from, from + count));
      this.roomLeft -= count;
      from += count;
    }
  }

  /** The sheet being written, opened if no row has been placed (an empty export still has its headers). */
  get currentSheet(): Sheet {
    return this.current ?? this.openNext();
  }

  /** Closes the last sheet; a series without rows still gets its first sheet and header. */
  finish(): void {
    this.closeSheet(this.currentSheet);
  }
}

/** Thailand keeps UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * A spreadsheet date has no time zone: it shows the wall clock it holds. exceljs writes a Date by its UTC
 * fields, so the instant is moved by +7 hours to put Bangkok's wall clock there (operators live in it).
 */
export function bangkokCellDate(instant: string): Date {
  return new Date(Date.parse(instant) + BANGKOK_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `GameWeek_{id}_{time}.xlsx`, the time being the export's timenow on Bangkok's clock as YYYYMMDD-HHmmss. */
export function excelFileName(gameWeekId: number, timenow: string): string {
  const t = bangkokCellDate(timenow);
  const time = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}-${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
  return `GameWeek_${gameWeekId}_${time}.xlsx`;
}

/** One Entries row, in ENTRIES_SHEET's column order. */
export function entryRowValues(entry: Omit<ExportEntry, 'player_game'>): CellValue[] {
  return [
    entry.id,
    entry.user_id,
    entry.name,
    entry.season,
    entry.week_id,
    bangkokCellDate(entry.created_at),
    entry.total_price,
    entry.total_point,
  ];
}

/** One Picks row, in PICKS_SHEET's column order; `undefined` leaves a cell out (not captain). */
export function pickRowValues(entryId: number, pick: ExportPick): (CellValue | undefined)[] {
  return [
    entryId,
    pick.position,
    pick.main_id,
    pick.name,
    pick.captain ? CAPTAIN_MARK : undefined,
    pick.price,
    pick.points,
  ];
}

const HEADER_FONT: Partial<Font> = { bold: true };
const HEADER_ALIGNMENT: Partial<Alignment> = { vertical: 'middle' };

/**
 * A column's two styles: its own, and the same with the quotePrefix flag for text that looks like a formula
 * (quotePrefix.ts writes the flag, which exceljs cannot). One object each per column, shared by every cell
 * of it. Why shared: exceljs recognises a style it has seen by object identity; a fresh object per cell
 * costs a lookup by serialised XML, which made a 10,000-entry workbook several times slower.
 */
export interface ColumnStyle {
  plain: Partial<Style>;
  quoted: Partial<Style>;
}

export function columnStyles(sheet: SheetDef): ColumnStyle[] {
  return sheet.columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.kind];
    const plain: Partial<Style> = numFmt ? { numFmt } : {};
    return { plain, quoted: { ...plain, protection: QUOTE_PREFIX_MARK } };
  });
}

/** The style of a cell holding `value` in a column. */
export function cellStyle(style: ColumnStyle, value: unknown): Partial<Style> {
  return looksLikeFormula(value) ? style.quoted : style.plain;
}

export function headerStyle(): Partial<Style> {
  return { font: HEADER_FONT, alignment: HEADER_ALIGNMENT };
}

/** Column letter of a 1-based column number (the sheets have fewer than 27 columns). */
const columnLetter = (n: number) => String.fromCharCode(64 + n);

/** The header row stays in view while scrolling. */
const FROZEN_HEADER: Partial<WorksheetView>[] = [
  { state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' },
];

/**
 * Adds a sheet with its widths, frozen header row and filter, the same way to an in-memory workbook and
 * to a streaming one (whose views can only be given when the sheet is added, and whose columns must be
 * set before the first row is committed). Answers the sheet and its header row.
 */
export function addLayoutSheet(workbook: Workbook, sheet: SheetDef): { worksheet: Worksheet; header: Row } {
  const worksheet = workbook.addWorksheet(sheet.name, { views: FROZEN_HEADER });
  worksheet.columns = sheet.columns.map((column) => ({ width: column.width }));
  worksheet.autoFilter = `A1:${columnLetter(sheet.columns.length)}1`;
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  const style = headerStyle();
  header.eachCell((cell) => {
    cell.style = style;
  });
  return { worksheet, header };
}

/** Adds one row of values with the column's shared styles; cells left `undefined` are not written. */
export function addStyledRow(worksheet: Worksheet, values: (CellValue | undefined)[], styles: ColumnStyle[]) {
  const row = worksheet.addRow(values);
  row.eachCell((cell, column) => {
    cell.style = cellStyle(styles[column - 1], cell.value);
  });
  return row;
}
