import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '../../contract';
import {
  ENTRIES_SHEET,
  type ExportEntry,
  entryRowValues,
  PICKS_SHEET,
  pickRowValues,
  workbookSheets,
} from '../../contract/rules/workbookLayout';
import { entryWithPicksBatches, findExportGameWeek, pickBatches } from '../../server/domain/excelExport';
import { DownloadAbandoned, streamExportWorkbook } from '../../server/domain/excelStream';
import { buildWorkbook } from '../../src/screens/settings/excel/buildWorkbook';
import { errorAnswer } from '../support/errorAnswer';
import { readWithSheetJs, sheetValues } from '../unit/support/sheetJs';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const JSON_URL = (id: number | string) => `/api/admin/v1/downloadexcel/${id}`;
const XLSX_URL = (id: number | string) => `/api/admin/v1/downloadexcel/${id}.xlsx`;
const HOSTILE_NAME = '=HYPERLINK("http://evil.test","ทีมเสือ")';

interface JsonPick {
  main_id: number;
  position: string;
  captain: boolean;
  name: string;
  price: number;
  points: number;
}
interface JsonEntry {
  id: number;
  user_id: number;
  name: string;
  season: number;
  week_id: number;
  created_at: string;
  total_price: number;
  total_point: number;
  player_game: JsonPick[];
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

async function openWorkbook(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Everything an operator sees of a sheet: values and formats of every cell, widths, frozen header, filter. */
function sheetContent(sheet: ExcelJS.Worksheet) {
  const rows: unknown[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: false }, (cell) => {
      cells.push([cell.address, cell.value, cell.numFmt ?? null, cell.font?.bold ?? false]);
    });
    rows.push(cells);
  });
  return {
    name: sheet.name,
    rows,
    widths: sheet.columns.map((column) => column.width),
    view: { state: sheet.views[0]?.state, ySplit: (sheet.views[0] as { ySplit?: number })?.ySplit },
    autoFilter: sheet.autoFilter,
  };
}

describe.each(databaseKinds)('the game-week Excel export on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'excel', { seed: true });
    token = await t.signIn();
    // one entrant names the team like a formula: the JSON keeps it, the workbook neutralises it
    const first = await t.database.db
      .selectFrom('game_week_entries')
      .select('id')
      .where('game_week_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('game_week_entries')
      .set({ name: HOSTILE_NAME })
      .where('id', '=', first.id)
      .execute();
  });
  afterAll(() => t.dispose());

  const get = (url: string, auth = true) => t.call({ method: 'GET', url, token: auth ? token : null });

  async function exportedJson(gameWeekId: number) {
    const response = await get(JSON_URL(gameWeekId));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { ok: true; data: JsonEntry[]; timenow: string };
  }

  it('answers every entry of the game week by id, with its 11 picks in slot order and the time of the export', async () => {
    const answer = await exportedJson(1);
    const entries = await t.database.db
      .selectFrom('game_week_entries')
      .selectAll()
      .where('game_week_id', '=', 1)
      .orderBy('id')
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(answer.timenow).toBe('2026-01-01T00:00:00.000Z');
    expect(answer.data.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));

    const gameWeek = await t.database.db
      .selectFrom('game_weeks')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const [first] = answer.data;
    const { player_game, ...totals } = first;
    expect(totals).toEqual({
      id: entries[0].id,
      user_id: entries[0].user_id,
      name: HOSTILE_NAME,
      season: gameWeek.season_id,
      week_id: 1,
      created_at: entries[0].created_at,
      total_price: Number(entries[0].total_price),
      total_point: entries[0].total_point,
    });

    const picks = await t.database.db
      .selectFrom('entry_picks')
      .innerJoin('players', 'players.id', 'entry_picks.player_id')
      .select(['entry_picks.player_id', 'entry_picks.position', 'entry_picks.is_captain', 'entry_picks.price'])
      .select('players.name')
      .where('entry_picks.entry_id', '=', first.id)
      .orderBy('entry_picks.slot')
      .execute();
    expect(player_game).toHaveLength(11);
    expect(player_game.map(({ points: _points, ...pick }) => pick)).toEqual(
      picks.map((pick) => ({
        main_id: pick.player_id,
        position: pick.position,
        captain: pick.is_captain === 1,
        name: pick.name,
        price: Number(pick.price),
      })),
    );
    expect(player_game.filter((pick) => pick.captain)).toHaveLength(1);
  });

  it("counts a pick's points as the entry does (captain twice), so the picks add up to the entry's total", async () => {
    const answer = await exportedJson(1);
    for (const entry of answer.data) {
      const sum = entry.player_game.reduce((total, pick) => total + pick.points, 0);
      expect(sum, `entry ${entry.id}`).toBe(entry.total_point);
    }
  });

  it('reads the same entries in small batches as in one (keyset paging by id)', async () => {
    const gameWeek = await findExportGameWeek(t.database.db, 1);
    const batches: number[][] = [];
    for await (const batch of entryWithPicksBatches(t.database.db, gameWeek!, { size: 7 })) {
      batches.push(batch.map((entry) => entry.id));
      expect(batch.every((entry) => entry.player_game.length === 11)).toBe(true);
    }
    expect(batches.slice(0, -1).every((batch) => batch.length === 7)).toBe(true);
    expect(batches.flat()).toEqual((await exportedJson(1)).data.map((entry) => entry.id));
  });

  it("reads every pick once in one-query batches, past entries without picks, up to the first pass's last entry", async () => {
    const db = t.database.db;
    const gameWeek = (await findExportGameWeek(db, 1))!;
    const picksOf = async (options: { size: number; upToId?: number }) => {
      const read: string[] = [];
      for await (const batch of pickBatches(db, gameWeek, options)) {
        read.push(...batch.map((pick) => `${pick.entry_id}:${pick.main_id}:${pick.captain}:${pick.points}`));
      }
      return read;
    };
    const expected = async (upToId = Number.POSITIVE_INFINITY) =>
      (await exportedJson(1)).data
        .filter((entry) => entry.id <= upToId)
        .flatMap((entry) =>
          entry.player_game.map((pick) => `${entry.id}:${pick.main_id}:${pick.captain}:${pick.points}`),
        );
    expect(await picksOf({ size: 7 })).toEqual(await expected());

    // three entries in a row without picks (more than a batch of two): the reading moves on past them
    const entryIds = (await exportedJson(1)).data.map((entry) => entry.id);
    const bare = entryIds.slice(3, 6);
    const removed = await db.selectFrom('entry_picks').selectAll().where('entry_id', 'in', bare).execute();
    await db.deleteFrom('entry_picks').where('entry_id', 'in', bare).execute();
    try {
      expect(await picksOf({ size: 2 })).toEqual(await expected());
      expect(await picksOf({ size: 2, upToId: entryIds[9] })).toEqual(await expected(entryIds[9]));
    } finally {
      await db.insertInto('entry_picks').values(removed).execute();
    }
  });

  it('answers 404 for an unknown game week, on both routes', async () => {
    for (const url of [JSON_URL(999999), XLSX_URL(999999)]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(errorAnswer('No game week with id 999999'));
    }
  });

  it('answers 400 for an id that is not a positive whole number, and 401 without a token', async () => {
    expect((await get(JSON_URL('abc'))).statusCode).toBe(400);
    expect((await get(XLSX_URL(0))).statusCode).toBe(400);
    expect((await get(XLSX_URL(1), false)).statusCode).toBe(401);
  });

  it('streams GameWeek_{id}_{time}.xlsx whose sheets hold the JSON answer, typed and formatted', async () => {
    const answer = await exportedJson(1);
    const response = await get(XLSX_URL(1));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_MIME);
    // 2026-01-01T00:00Z is 07:00 in Bangkok
    expect(response.headers['content-disposition']).toBe('attachment; filename="GameWeek_1_20260101-070000.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Entries', 'Picks']);
    const entries = workbook.getWorksheet('Entries')!;
    const picks = workbook.getWorksheet('Picks')!;
    expect(rowValues(entries, 1)).toEqual(ENTRIES_SHEET.columns.map((column) => column.header));
    expect(rowValues(picks, 1)).toEqual(PICKS_SHEET.columns.map((column) => column.header));
    expect(entries.rowCount).toBe(answer.data.length + 1);
    expect(picks.rowCount).toBe(answer.data.length * 11 + 1);
    expect(entries.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(entries.autoFilter).toBe('A1:H1');

    const [first, second] = answer.data;
    expect(rowValues(entries, 2)).toEqual([
      first.id,
      first.user_id,
      HOSTILE_NAME,
      first.season,
      first.week_id,
      new Date(Date.parse(first.created_at) + 7 * 3600_000),
      first.total_price,
      first.total_point,
    ]);
    expect(entries.getCell('G2').numFmt).toBe('#,##0.00');
    expect(entries.getCell('F2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(entries.getCell('C3').value).toBe(second.name);

    // the second entry's picks follow the first's eleven
    second.player_game.forEach((pick, slot) => {
      expect(rowValues(picks, 2 + 11 + slot)).toEqual([
        second.id,
        pick.position,
        pick.main_id,
        pick.name,
        ...(pick.captain ? ['C'] : [undefined]),
        pick.price,
        pick.points,
      ]);
    });
    expect(picks.getCell('F2').numFmt).toBe('#,##0.00');
  });

  it("names the streamed workbook's sheets and headers in Thai when asked, with the same layout and rows", async () => {
    const answer = await exportedJson(1);
    const response = await get(`${XLSX_URL(1)}?lang=th`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const thai = workbookSheets('th');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['ทีมที่ส่ง', 'นักเตะที่เลือก']);
    const entries = workbook.getWorksheet('ทีมที่ส่ง')!;
    expect(rowValues(entries, 1)).toEqual(thai.entries.columns.map((column) => column.header));
    expect(rowValues(entries, 1)).toContain('เวลาส่งทีม (เวลาไทย)');
    expect(rowValues(workbook.getWorksheet('นักเตะที่เลือก')!, 1)).toEqual(thai.picks.columns.map((c) => c.header));
    expect(entries.rowCount).toBe(answer.data.length + 1);
    expect(entries.getCell('F2').value).toEqual(new Date(Date.parse(answer.data[0].created_at) + 7 * 3600_000));
    expect((await get(`${XLSX_URL(1)}?lang=fr`)).statusCode).toBe(400);
  });

  it('streams the very workbook the browser builds from the JSON answer', async () => {
    const answer = await exportedJson(1);
    const streamed = await openWorkbook((await get(XLSX_URL(1))).rawPayload);
    const built = await openWorkbook(
      await buildWorkbook(ExcelJS, { gameWeekId: 1, timenow: answer.timenow, data: answer.data as ExportEntry[] }),
    );
    expect(sheetContent(streamed.getWorksheet('Picks')!).rows).toHaveLength(answer.data.length * 11 + 1);
    expect(streamed.worksheets.map(sheetContent)).toEqual(built.worksheets.map(sheetContent));
  });

  it('writes the same file when it reads the entries a few at a time', async () => {
    const gameWeek = (await findExportGameWeek(t.database.db, 1))!;
    const whole = await openWorkbook((await get(XLSX_URL(1))).rawPayload);
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await streamExportWorkbook(t.database.db, gameWeek, output, t.clock.now(), { batchSize: 7 });
    const batched = await openWorkbook(Buffer.concat(chunks));
    expect(batched.worksheets.map(sheetContent)).toEqual(whole.worksheets.map(sheetContent));
  });

  /** The streamed workbook of game week 1 with `rowLimit` rows a sheet, as bytes. */
  async function streamed(rowLimit: number) {
    const gameWeek = (await findExportGameWeek(t.database.db, 1))!;
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await streamExportWorkbook(t.database.db, gameWeek, output, t.clock.now(), { batchSize: 7, rowLimit });
    return new Uint8Array(Buffer.concat(chunks));
  }

  it('continues Entries and Picks in numbered sheets at the row limit; another reader reads back every row', async () => {
    const answer = await exportedJson(1);
    const rowLimit = 40; // 39 rows and the header a sheet
    const sheets = readWithSheetJs(await streamed(rowLimit));
    const pickCount = answer.data.length * 11;
    const names = (base: string, rows: number) =>
      Array.from({ length: Math.max(1, Math.ceil(rows / (rowLimit - 1))) }, (_, i) =>
        i ? `${base} (${i + 1})` : base,
      );
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      ...names('Entries', answer.data.length),
      ...names('Picks', pickCount),
    ]);
    expect(sheets.filter((sheet) => sheet.name.startsWith('Picks')).length).toBeGreaterThan(2);
    const rowsOf = (base: string) =>
      sheets
        .filter((sheet) => sheet.name.startsWith(base))
        .flatMap((sheet) => {
          expect(sheet.rows.length).toBeLessThanOrEqual(rowLimit);
          expect(sheetValues(sheet)[0]).toEqual(
            (base === 'Entries' ? ENTRIES_SHEET : PICKS_SHEET).columns.map((c) => c.header),
          );
          return sheetValues(sheet).slice(1);
        });
    // a date travels as a fraction of a day: read back to within a few milliseconds
    const asTimes = (rows: unknown[][]) => rows.map((row) => row.map((v) => (v instanceof Date ? v.getTime() : v)));
    const nearTimes = (rows: unknown[][]) =>
      rows.map((row) => row.map((v) => (v instanceof Date ? expect.closeTo(v.getTime(), -1) : v)));
    expect(asTimes(rowsOf('Entries'))).toEqual(nearTimes(answer.data.map((entry) => entryRowValues(entry))));
    expect(rowsOf('Picks')).toEqual(
      answer.data.flatMap((entry) =>
        entry.player_game.map((pick) => pickRowValues(entry.id, pick as ExportEntry['player_game'][number])),
      ),
    );
    // the formula-looking team name: exactly as typed, text, flagged quotePrefix, not a formula
    expect(sheets[0].rows[1][2]).toEqual({ type: 's', value: HOSTILE_NAME, formula: undefined, quotePrefix: true });
    expect(sheets[0].rows[2][2]?.quotePrefix).toBe(false);
  });

  it('splits at the same rows as the browser builds', async () => {
    const answer = await exportedJson(1);
    const built = await buildWorkbook(
      ExcelJS,
      { gameWeekId: 1, timenow: answer.timenow, data: answer.data as ExportEntry[] },
      { rowLimit: 40 },
    );
    const streamedBook = await openWorkbook(await streamed(40));
    expect(streamedBook.worksheets.map(sheetContent)).toEqual((await openWorkbook(built)).worksheets.map(sheetContent));
  });

  it('stops when the download is closed halfway, instead of waiting for a reader that is gone', async () => {
    const gameWeek = (await findExportGameWeek(t.database.db, 1))!;
    // a reader that takes nothing: the zip backs up after a few kilobytes and the export waits
    const output = new PassThrough({ highWaterMark: 1 });
    const exporting = streamExportWorkbook(t.database.db, gameWeek, output, t.clock.now(), { batchSize: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    output.destroy();
    await expect(exporting).rejects.toBeInstanceOf(DownloadAbandoned);
  });

  it("names a picked player from outside the game week's season too", async () => {
    const db = t.database.db;
    const [entry] = (await exportedJson(1)).data;
    const pick = await db
      .selectFrom('entry_picks')
      .selectAll()
      .where('entry_id', '=', entry.id)
      .where('slot', '=', 1)
      .executeTakeFirstOrThrow();
    const original = await db
      .selectFrom('players')
      .selectAll()
      .where('id', '=', pick.player_id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = original;
    const [outsider] = await db
      .insertInto('players')
      .values({ ...copy, season_id: 577, name: 'ผู้เล่นต่างฤดูกาล' })
      .returning('id')
      .execute();
    await db.updateTable('entry_picks').set({ player_id: outsider.id }).where('id', '=', pick.id).execute();
    try {
      const [exported] = (await exportedJson(1)).data;
      expect(exported.player_game[0]).toMatchObject({ main_id: outsider.id, name: 'ผู้เล่นต่างฤดูกาล', points: 0 });
    } finally {
      await db.updateTable('entry_picks').set({ player_id: pick.player_id }).where('id', '=', pick.id).execute();
      await db.deleteFrom('players').where('id', '=', outsider.id).execute();
    }
  });
});
