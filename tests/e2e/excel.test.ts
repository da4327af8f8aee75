/**
 * The Excel export of a demo game week in Chromium against the real server (started as `npm start` does,
 * demo data): the settings box asks first, shows its progress, and the browser saves
 * GameWeek_{id}_{time}.xlsx built in the page, exceljs fetched only then; the file is read back with
 * exceljs and compared with the API's answer. Then, with the entry count made to look larger than the
 * browser's limit, the same box saves the workbook the server streamed.
 */
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '../../contract';
import { BROWSER_BUILD_LIMIT } from '../../src/screens/settings/excel/exportGameWeek';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const FILE_NAME = /^GameWeek_1_\d{8}-\d{6}\.xlsx$/;

interface ExportedEntry {
  id: number;
  user_id: number;
  name: string;
  season: number;
  week_id: number;
  created_at: string;
  total_price: number;
  total_point: number;
  player_game: { main_id: number; position: string; captain: boolean; name: string; price: number; points: number }[];
}

describe('the Excel export in Chromium', () => {
  /** every script the page asked for, from its first page on */
  const scripts: string[] = [];
  const session = browserSession({
    page: { viewport: { width: 1440, height: 900 }, acceptDownloads: true },
    signInAt: '/',
    watch: (page) =>
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      }),
  });
  let token: string;
  beforeAll(async () => {
    token = (await session.page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  });

  const box = () => session.page.getByTestId('excel-download');

  /** Types the id, asks, confirms, and answers the download the browser was handed. */
  async function downloadGameWeek(gameWeekId: number): Promise<Download> {
    await box().locator('#excel-game-week-id').fill(String(gameWeekId));
    await box().locator('button[type="submit"]').click();
    const dialog = session.page.getByRole('dialog');
    await expect.poll(() => dialog.textContent(), SOON).toContain(`${gameWeekId}`);
    const saved = session.page.waitForEvent('download', SOON);
    await dialog.locator('button.ra-confirm').click();
    return saved;
  }

  async function workbookOf(download: Download) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    return workbook;
  }

  async function exportedJson(): Promise<ExportedEntry[]> {
    const url = `${session.server.baseUrl}/api${routeById.downloadExcel.path.replace(':gameWeekId', '1')}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: ExportedEntry[] }).data;
  }

  it('builds GameWeek_1_{time}.xlsx in the page after asking, with every entry, typed, and says so', async () => {
    await session.page.goto(`${session.server.baseUrl}/setting`);
    await expect.poll(() => box().isVisible(), SOON).toBe(true);
    await session.page.waitForLoadState('networkidle');
    // exceljs is not part of the screen: it is fetched when an export starts
    expect(scripts.filter((script) => script.includes('exceljs'))).toEqual([]);

    // Hold the game week's data until the progress has been seen: on a quiet machine the export can
    // finish between two looks.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dataUrl = `**/api${routeById.downloadExcel.path.replace(':gameWeekId', '1')}`;
    await session.page.route(dataUrl, async (route) => {
      await gate;
      await route.continue();
    });
    const saved = downloadGameWeek(1);
    await box()
      .getByRole('status')
      .waitFor({ state: 'visible', ...SOON });
    release();
    const download = await saved;
    await session.page.unroute(dataUrl);
    expect(download.suggestedFilename()).toMatch(FILE_NAME);
    expect(scripts.filter((script) => script.includes('exceljs'))).toHaveLength(1);
    await expect.poll(() => session.page.getByText('ดาวน์โหลดไฟล์ Excel เรียบร้อยแล้ว!').count(), SOON).toBeGreaterThan(0);
    await screenshot(session.page, 'excel-downloaded');

    const entries = await exportedJson();
    const workbook = await workbookOf(download);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Entries', 'Picks']);
    const entrySheet = workbook.getWorksheet('Entries')!;
    const pickSheet = workbook.getWorksheet('Picks')!;
    expect(entrySheet.rowCount).toBe(entries.length + 1);
    expect(pickSheet.rowCount).toBe(entries.length * 11 + 1);
    const first = entries[0];
    expect((entrySheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      first.id,
      first.user_id,
      first.name,
      first.season,
      first.week_id,
      new Date(Date.parse(first.created_at) + 7 * 3600_000),
      first.total_price,
      first.total_point,
    ]);
    // Thai team names arrive intact
    const thai = entries.findIndex((entry) => /[\u0E00-\u0E7F]/.test(entry.name));
    expect(thai).toBeGreaterThanOrEqual(0);
    expect(entrySheet.getCell(`C${thai + 2}`).value).toBe(entries[thai].name);
    const firstPick = first.player_game[0];
    expect((pickSheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual([
      first.id,
      firstPick.position,
      firstPick.main_id,
      firstPick.name,
    ]);
    expect(pickSheet.getCell('F2').value).toBe(firstPick.price);
    expect(pickSheet.getCell('F2').numFmt).toBe('#,##0.00');
    expect(session.problems).toEqual([]);
  });

  it('saves the workbook the server streamed when the game week has more entries than the browser builds', async () => {
    // the count the box asks for first, made larger than the limit: everything else is real
    await session.page.route('**/api/admin/v1/game-week-player-all-results-n/1?*', async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      await route.fulfill({ response, json: { ...answer, total: BROWSER_BUILD_LIMIT + 1 } });
    });
    const streamed = session.page.waitForResponse((response) => response.url().includes('/downloadexcel/1.xlsx'), SOON);
    const fetchedJson: string[] = [];
    session.page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/downloadexcel/1')) fetchedJson.push(request.url());
    });
    const download = await downloadGameWeek(1);
    expect((await streamed).status()).toBe(200);
    expect(fetchedJson).toEqual([]);
    expect(download.suggestedFilename()).toMatch(FILE_NAME);
    await expect.poll(() => session.page.getByText('ดาวน์โหลดไฟล์ Excel เรียบร้อยแล้ว!').count(), SOON).toBeGreaterThan(0);

    const entries = await exportedJson();
    const workbook = await workbookOf(download);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Entries', 'Picks']);
    expect(workbook.getWorksheet('Entries')!.rowCount).toBe(entries.length + 1);
    expect(workbook.getWorksheet('Picks')!.rowCount).toBe(entries.length * 11 + 1);
    expect(workbook.getWorksheet('Entries')!.getCell('C2').value).toBe(entries[0].name);
    await session.page.unroute('**/api/admin/v1/game-week-player-all-results-n/1?*');
    expect(session.problems).toEqual([]);
  });
});
