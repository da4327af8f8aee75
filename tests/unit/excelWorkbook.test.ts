import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { syntheticEntry } from '../../bench/excelData';
import {
  ENTRIES_SHEET,
  type ExportEntry,
  entryRowValues,
  excelFileName,
  looksLikeFormula,
  PICKS_SHEET,
  pickRowValues,
} from '../../contract/rules/workbookLayout';
import { xmlText } from '../../server/domain/excelRowXml';
import { buildWorkbook } from '../../src/screens/settings/excel/buildWorkbook';
import { readWithSheetJs, sheetValues } from './support/sheetJs';

const HOSTILE_NAMES = ['=1+1', '+66812345678', '-2 Rangers', '@SUM(A1)', '\tTabbed', '\rReturned'];

function entry(id: number, name: string): ExportEntry {
  return { ...syntheticEntry(id, 12), name };
}

async function open(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

const values = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('the game-week workbook', () => {
  const data = [entry(1, 'สิงห์คำราม FC'), ...HOSTILE_NAMES.map((name, i) => entry(i + 2, name))];
  const input = { gameWeekId: 12, timenow: '2026-01-10T09:30:00.000Z', data };

  it('has an Entries sheet and a Picks sheet, each with its header row', async () => {
    const workbook = await open(await buildWorkbook(ExcelJS, input));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Entries', 'Picks']);
    expect(values(workbook.getWorksheet('Entries')!, 1)).toEqual([
      'Entry ID',
      'User ID',
      'Team name',
      'Season',
      'Game week',
      'Submitted (Bangkok time)',
      'Total price',
      'Total points',
    ]);
    expect(values(workbook.getWorksheet('Picks')!, 1)).toEqual([
      'Entry ID',
      'Position',
      'Player ID',
      'Player',
      'Captain',
      'Price',
      'Points (captain x2)',
    ]);
  });

  it('names its sheets and headers in Thai for the Thai interface, with the same columns, formats and rows', async () => {
    const english = await open(await buildWorkbook(ExcelJS, input));
    const workbook = await open(await buildWorkbook(ExcelJS, input, { language: 'th' }));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['ทีมที่ส่ง', 'นักเตะที่เลือก']);
    const entries = workbook.getWorksheet('ทีมที่ส่ง')!;
    expect(values(entries, 1)).toEqual([
      'รหัสทีมที่ส่ง',
      'รหัสผู้ใช้',
      'ชื่อทีม',
      'ฤดูกาล',
      'เกมวีค',
      'เวลาส่งทีม (เวลาไทย)',
      'ราคารวม',
      'คะแนนรวม',
    ]);
    expect(values(workbook.getWorksheet('นักเตะที่เลือก')!, 1)).toEqual([
      'รหัสทีมที่ส่ง',
      'ตำแหน่ง',
      'รหัสนักเตะ',
      'นักเตะ',
      'กัปตัน',
      'ราคา',
      'คะแนน (กัปตัน x2)',
    ]);
    // past the header, the two languages' workbooks hold the same cells in the same formats
    english.worksheets.forEach((sheet, index) => {
      const other = workbook.worksheets[index];
      expect(other.rowCount).toBe(sheet.rowCount);
      expect(other.columns.map((column) => column.width)).toEqual(sheet.columns.map((column) => column.width));
      for (let row = 2; row <= sheet.rowCount; row++) expect(values(other, row)).toEqual(values(sheet, row));
    });
    expect(entries.getCell('F2').value).toEqual(new Date(Date.parse(data[0].created_at) + 7 * 3600_000));
    expect(entries.getCell('F2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('writes one row per entry with numbers as numbers, the submission as a Bangkok date and Thai intact', async () => {
    const sheet = (await open(await buildWorkbook(ExcelJS, input))).getWorksheet('Entries')!;
    expect(sheet.rowCount).toBe(data.length + 1);
    const first = data[0];
    expect(values(sheet, 2)).toEqual([
      first.id,
      first.user_id,
      'สิงห์คำราม FC',
      578,
      12,
      new Date(Date.parse(first.created_at) + 7 * 3600_000),
      first.total_price,
      first.total_point,
    ]);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('F2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('G2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('G2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('H2').numFmt).toBe('#,##0');
    expect(sheet.getCell('F2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('writes eleven pick rows per entry keyed by its id, the captain marked, negative points still numbers', async () => {
    const sheet = (await open(await buildWorkbook(ExcelJS, input))).getWorksheet('Picks')!;
    expect(sheet.rowCount).toBe(data.length * 11 + 1);
    const picks = data[0].player_game;
    picks.forEach((pick, slot) => {
      expect(values(sheet, 2 + slot)).toEqual([
        1,
        pick.position,
        pick.main_id,
        pick.name,
        ...(pick.captain ? ['C'] : [undefined]),
        pick.price,
        pick.points,
      ]);
    });
    const negative = data.flatMap((e) => e.player_game).findIndex((pick) => pick.points < 0);
    expect(negative).toBeGreaterThanOrEqual(0);
    const cell = sheet.getCell(`G${2 + negative}`);
    expect(cell.type).toBe(ExcelJS.ValueType.Number);
    expect(cell.value).toBeLessThan(0);
  });

  it('keeps formula-looking team names exactly as typed, as text flagged quotePrefix, never as a formula', async () => {
    const bytes = await buildWorkbook(ExcelJS, input);
    const sheet = (await open(bytes)).getWorksheet('Entries')!;
    HOSTILE_NAMES.forEach((name, i) => {
      const cell = sheet.getCell(`C${3 + i}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML reads a carriage return in text back as a line feed (end-of-line normalisation)
      expect(cell.value).toBe(name.replace('\r', '\n'));
    });
    // another reader sees the same: text, no formula, the quotePrefix flag on these cells and no others
    const [entries] = readWithSheetJs(bytes);
    const teamNames = entries.rows.slice(1).map((row) => row[2]);
    expect(teamNames.map((cell) => cell?.type)).toEqual(data.map(() => 's'));
    expect(teamNames.map((cell) => cell?.value)).toEqual(data.map((e) => e.name));
    expect(teamNames.every((cell) => cell?.formula === undefined)).toBe(true);
    expect(teamNames.map((cell) => cell?.quotePrefix)).toEqual(data.map((e) => HOSTILE_NAMES.includes(e.name)));
    const otherCells = entries.rows.flatMap((row) => [...row.slice(0, 2), ...row.slice(3)]);
    expect(otherCells.some((cell) => cell?.quotePrefix)).toBe(false);
  });

  it('continues a sheet in "Picks (2)", ... at the row limit, and another reader reads back every row', async () => {
    const many = Array.from({ length: 23 }, (_, i) => entry(i + 1, i === 4 ? '=SUM(A1)' : `Team ${i + 1}`));
    const rowLimit = 50; // 49 picks and the header a sheet: 253 picks make six sheets, the last one partly full
    const bytes = await buildWorkbook(ExcelJS, { ...input, data: many }, { rowLimit });
    const sheets = readWithSheetJs(bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Entries',
      'Picks',
      'Picks (2)',
      'Picks (3)',
      'Picks (4)',
      'Picks (5)',
      'Picks (6)',
    ]);
    const picks = sheets.slice(1);
    for (const sheet of picks) {
      expect(sheetValues(sheet)[0]).toEqual(PICKS_SHEET.columns.map((column) => column.header));
      expect(sheet.rows.length).toBeLessThanOrEqual(rowLimit);
    }
    const pickRows = picks.flatMap((sheet) => sheetValues(sheet).slice(1));
    const expected = many.flatMap((e) => e.player_game.map((pick) => pickRowValues(e.id, pick)));
    expect(pickRows).toEqual(expected);
    expect(
      sheetValues(sheets[0])
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(many.map((e) => entryRowValues(e)[2]));
    expect(sheets[0].rows[5][2]).toMatchObject({ value: '=SUM(A1)', type: 's', quotePrefix: true, formula: undefined });
  });

  it('continues the Entries sheet too, before the Picks sheets', async () => {
    const many = Array.from({ length: 12 }, (_, i) => entry(i + 1, `Team ${i + 1}`));
    const sheets = readWithSheetJs(await buildWorkbook(ExcelJS, { ...input, data: many }, { rowLimit: 6 }));
    expect(sheets.map((sheet) => sheet.name).slice(0, 4)).toEqual(['Entries', 'Entries (2)', 'Entries (3)', 'Picks']);
    const entryIds = sheets.slice(0, 3).flatMap((sheet) =>
      sheetValues(sheet)
        .slice(1)
        .map((row) => row[0]),
    );
    expect(entryIds).toEqual(many.map((e) => e.id));
  });

  it('refuses a row limit a sheet cannot have', async () => {
    for (const rowLimit of [1, 1_048_577, 2.5]) {
      await expect(buildWorkbook(ExcelJS, input, { rowLimit })).rejects.toThrow(RangeError);
    }
  });

  it('freezes and filters the header row and sets every column width', async () => {
    const workbook = await open(await buildWorkbook(ExcelJS, input));
    for (const [sheet, def, filter] of [
      [workbook.getWorksheet('Entries')!, ENTRIES_SHEET, 'A1:H1'],
      [workbook.getWorksheet('Picks')!, PICKS_SHEET, 'A1:G1'],
    ] as const) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBe(filter);
      expect(sheet.columns.map((column) => column.width)).toEqual(def.columns.map((column) => column.width));
      expect(sheet.getCell('A1').font).toMatchObject({ bold: true });
    }
  });

  it('reports its progress up to 1', async () => {
    const seen: number[] = [];
    await buildWorkbook(ExcelJS, input, { onProgress: (fraction) => seen.push(fraction), entriesPerPause: 2 });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((fraction, i) => i === 0 || fraction >= seen[i - 1])).toBe(true);
  });
});

describe('looksLikeFormula', () => {
  it('flags text a spreadsheet could run as a formula, and nothing else', () => {
    for (const text of [...HOSTILE_NAMES, '\0null']) expect(looksLikeFormula(text)).toBe(true);
    for (const value of ['Siam United', 'ช้างศึก', '1st XI', "'quoted", ' =spaced', '', -1, undefined]) {
      expect(looksLikeFormula(value)).toBe(false);
    }
  });
});

describe("the server's inline text", () => {
  it('escapes XML specials and drops what XML cannot hold, as exceljs does, and keeps Thai, tabs and line breaks', () => {
    expect(xmlText('ทีม <A&B> "1" \'2\'')).toBe('ทีม &lt;A&amp;B&gt; &quot;1&quot; &apos;2&apos;');
    expect(xmlText('a\u0000b\u0008c\u007Fd\te\nf\rg')).toBe('abcd\te\nf\rg');
    expect(xmlText('สิงห์คำราม FC')).toBe('สิงห์คำราม FC');
  });
});

describe('excelFileName', () => {
  it("names the file GameWeek_{id}_{time} with the export's time on Bangkok's clock", () => {
    expect(excelFileName(12, '2026-01-10T09:30:00.000Z')).toBe('GameWeek_12_20260110-163000.xlsx');
    expect(excelFileName(3, '2025-12-31T17:00:05.000Z')).toBe('GameWeek_3_20260101-000005.xlsx');
  });
});
