/**
 * Reads an exported workbook back with SheetJS, a reader other than exceljs (which writes it), so a file
 * that only exceljs understands the same way fails here. Answers every sheet's cells as SheetJS reads them
 * and, per cell, whether its cell format carries quotePrefix (Excel's "text" flag).
 */
import * as XLSX from '@e965/xlsx';

export interface ReadCell {
  /** SheetJS' type: 's' text, 'n' number, 'd' date, ... */
  type: string;
  value: unknown;
  /** a formula, if SheetJS found one (an export never has one) */
  formula: string | undefined;
  quotePrefix: boolean;
}

export interface ReadSheet {
  name: string;
  /** rows from the first, each a list of cells by column; a missing cell is undefined */
  rows: (ReadCell | undefined)[][];
}

interface CellXf {
  quotePrefix?: boolean;
}
interface ZipEntry {
  content: Uint8Array | string;
}

/** The `s` (cell format) attribute of every cell of a sheet's XML, by address. */
function cellFormats(sheetXml: string): Map<string, number> {
  const formats = new Map<string, number>();
  for (const match of sheetXml.matchAll(/<c r="([A-Z]+\d+)"(?: s="(\d+)")?/g)) {
    formats.set(match[1], Number(match[2] ?? 0));
  }
  return formats;
}

function fileText(workbook: XLSX.WorkBook, path: string): string {
  const file = (workbook as unknown as { files: Record<string, ZipEntry> }).files[path];
  if (!file) throw new Error(`no ${path} in the workbook`);
  return typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content);
}

export function readWithSheetJs(bytes: Uint8Array): ReadSheet[] {
  const workbook = XLSX.read(bytes, { type: 'array', cellStyles: true, cellDates: true, bookFiles: true });
  const xfs = (workbook as unknown as { Styles: { CellXf: CellXf[] } }).Styles.CellXf;
  return workbook.SheetNames.map((name, index) => {
    const sheet = workbook.Sheets[name];
    const formats = cellFormats(fileText(workbook, `xl/worksheets/sheet${index + 1}.xml`));
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
    const rows: (ReadCell | undefined)[][] = [];
    for (let r = range.s.r; r <= range.e.r; r++) {
      const row: (ReadCell | undefined)[] = [];
      for (let c = range.s.c; c <= range.e.c; c++) {
        const address = XLSX.utils.encode_cell({ r, c });
        const cell = sheet[address] as XLSX.CellObject | undefined;
        row.push(
          cell && {
            type: cell.t,
            value: cell.v,
            formula: cell.f,
            quotePrefix: xfs[formats.get(address) ?? 0]?.quotePrefix === true,
          },
        );
      }
      rows.push(row);
    }
    return { name, rows };
  });
}

/** A sheet's values only, undefined for a missing cell. */
export const sheetValues = (sheet: ReadSheet) => sheet.rows.map((row) => row.map((cell) => cell?.value));
