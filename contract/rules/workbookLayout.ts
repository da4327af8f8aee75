/**
 * Defined once for the browser's in-memory builder and the server's streaming writer, and pure (exceljs types only).
 * Entries and picks go on two sheets so that every column holds one kind of value and either sheet sorts whole.
 */
import type { Static } from '@sinclair/typebox';
import type { Alignment, CellValue, Font, Row, Style, Workbook, Worksheet, WorksheetView } from 'exceljs';
import type { ExcelAnswer, ExcelEntry } from '..';
import { QUOTE_PREFIX_MARK } from './quotePrefix';
import {
  DEFAULT_WORKBOOK_LANGUAGE,
  type EntryColumn,
  type PickColumn,
  WORKBOOK_WORDS,
  type WorkbookLanguage,
} from './workbookWords';

export type ExportEntry = Static<typeof ExcelEntry>;
export type ExportPick = ExportEntry['player_game'][number];

export interface ExportInput {
  gameWeekId: number;
  timenow: Static<typeof ExcelAnswer>['timenow'];
  data: readonly ExportEntry[];
}

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

export const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  id: undefined,
  text: undefined,
  date: 'yyyy-mm-dd hh:mm:ss',
  money: '#,##0.00',
  points: '#,##0',
};

type Layout<Column extends string> = readonly { id: Column; width: number; kind: ColumnKind }[];

const ENTRY_COLUMNS: Layout<EntryColumn> = [
  { id: 'entry_id', width: 10, kind: 'id' },
  { id: 'user_id', width: 10, kind: 'id' },
  { id: 'team_name', width: 32, kind: 'text' },
  { id: 'season', width: 10, kind: 'id' },
  { id: 'game_week', width: 12, kind: 'id' },
  { id: 'submitted', width: 24, kind: 'date' },
  { id: 'total_price', width: 13, kind: 'money' },
  { id: 'total_points', width: 13, kind: 'points' },
];

const PICK_COLUMNS: Layout<PickColumn> = [
  { id: 'entry_id', width: 10, kind: 'id' },
  { id: 'position', width: 10, kind: 'text' },
  { id: 'player_id', width: 11, kind: 'id' },
  { id: 'player', width: 28, kind: 'text' },
  { id: 'captain', width: 10, kind: 'text' },
  { id: 'price', width: 10, kind: 'money' },
  { id: 'points', width: 20, kind: 'points' },
];

function sheetIn<Column extends string>(
  words: { sheet: string; columns: Record<Column, string> },
  layout: Layout<Column>,
): SheetDef {
  return {
    name: words.sheet,
    columns: layout.map(({ id, width, kind }) => ({ header: words.columns[id], width, kind })),
  };
}

/** The two sheets, named and headed in the interface's language; the layout is the same in every language. */
export function workbookSheets(language: WorkbookLanguage = DEFAULT_WORKBOOK_LANGUAGE) {
  const words = WORKBOOK_WORDS[language];
  return { entries: sheetIn(words.entries, ENTRY_COLUMNS), picks: sheetIn(words.picks, PICK_COLUMNS) };
}

export const { entries: ENTRIES_SHEET, picks: PICKS_SHEET } = workbookSheets();

/** The Captain column's mark; other picks leave the cell empty (Excel's filter offers "(Blanks)"). */
export const CAPTAIN_MARK = 'C';

/**
 * Text a spreadsheet could read as a formula or DDE payload (OWASP CSV injection) keeps its text as typed and gets
 * the quotePrefix flag: a visible apostrophe would travel into sorting and copies.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r\0]/;
export function looksLikeFormula(value: unknown): boolean {
  return typeof value === 'string' && FORMULA_TRIGGER.test(value);
}

/** Excel's and LibreOffice's limit: at 100,000 entries the picks are 1.1 million rows, so a series goes on in `Picks (2)`. */
export const XLSX_MAX_ROWS = 1_048_576;

export function seriesSheetName(sheet: SheetDef, index: number): string {
  return index === 0 ? sheet.name : `${sheet.name} (${index + 1})`;
}

/** Both writers place their rows through it, so they split at the same row; `rowLimit` lets tests split small game weeks. */
export class SheetSeries<Sheet> {
  private current: Sheet | undefined;
  private sheetsOpened = 0;
  private roomLeft = 0;

  constructor(
    private readonly sheet: SheetDef,
    private readonly rowLimit: number,
    private readonly openSheet: (name: string) => Sheet,
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

  /** Opened on demand: an empty export still has its headers. */
  get currentSheet(): Sheet {
    return this.current ?? this.openNext();
  }

  finish(): void {
    this.closeSheet(this.currentSheet);
  }
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** exceljs writes a Date by its UTC fields and a spreadsheet date has no zone, so it holds Bangkok's wall clock (UTC+7, no DST). */
export function bangkokCellDate(instant: string): Date {
  return new Date(Date.parse(instant) + BANGKOK_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function excelFileName(gameWeekId: number, timenow: string): string {
  const t = bangkokCellDate(timenow);
  const time = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}-${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
  return `GameWeek_${gameWeekId}_${time}.xlsx`;
}

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
 * One style object per column, shared by its cells: exceljs recognises a style it has seen by identity, and a fresh
 * object per cell costs a lookup by serialised XML, several times slower on a 10,000-entry workbook.
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

export function cellStyle(style: ColumnStyle, value: unknown): Partial<Style> {
  return looksLikeFormula(value) ? style.quoted : style.plain;
}

export function headerStyle(): Partial<Style> {
  return { font: HEADER_FONT, alignment: HEADER_ALIGNMENT };
}

/** Column letter of a 1-based column number (the sheets have fewer than 27 columns). */
const columnLetter = (n: number) => String.fromCharCode(64 + n);

const FROZEN_HEADER: Partial<WorksheetView>[] = [
  { state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' },
];

/** A streaming sheet takes its views only when added and its column widths before the first row is committed. */
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

export function addStyledRow(worksheet: Worksheet, values: (CellValue | undefined)[], styles: ColumnStyle[]) {
  const row = worksheet.addRow(values);
  row.eachCell((cell, column) => {
    cell.style = cellStyle(styles[column - 1], cell.value);
  });
  return row;
}
