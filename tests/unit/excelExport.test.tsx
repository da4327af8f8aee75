/**
 * The Excel download: choosing who builds the file (exportGameWeek) with fake sources, and the settings
 * box in jsdom against the demo's handlers (msw/node) through the real dataProvider.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syntheticExport } from '../../bench/excelData';
import { ExcelDownloadBox } from '../../src/screens/settings/excel';
import {
  BROWSER_BUILD_LIMIT,
  type ExportProgress,
  type ExportSources,
  exportGameWeek,
} from '../../src/screens/settings/excel/exportGameWeek';
import { saveFile } from '../../src/screens/settings/excel/saveFile';
import type { DemoStore } from './support/demoWorld';
import { renderInAdmin, setUpDemoWorld } from './support/demoWorld';

vi.mock('../../src/screens/settings/excel/saveFile', () => ({ saveFile: vi.fn() }));

/** jsdom's Blob has no arrayBuffer(): read it the older way. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

function fakeSources(entries: number | undefined) {
  const small = syntheticExport(3, 7);
  return {
    countEntries: vi.fn(async () => entries),
    fetchData: vi.fn(async () => ({ data: small.data, timenow: small.timenow })),
    fetchServerFile: vi.fn(async () => new Blob(['server-built'])),
  } satisfies ExportSources;
}

describe('exportGameWeek', () => {
  it('builds the file in the browser from the JSON answer up to the limit, reporting each step', async () => {
    const sources = fakeSources(BROWSER_BUILD_LIMIT);
    const steps: ExportProgress[] = [];
    const file = await exportGameWeek({ gameWeekId: 7, language: 'en' }, sources, (progress) => steps.push(progress));
    expect(sources.fetchData).toHaveBeenCalledWith(7);
    expect(sources.fetchServerFile).not.toHaveBeenCalled();
    expect(file.builtBy).toBe('browser');
    expect(file.fileName).toBe('GameWeek_7_20260110-163000.xlsx');
    expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(steps.map((step) => step.phase)).toEqual(expect.arrayContaining(['counting', 'fetching', 'building']));
    expect(steps.at(-1)).toEqual({ phase: 'building', fraction: 1 });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(file.blob)) as ExcelJS.Buffer);
    expect(workbook.getWorksheet('Entries')!.rowCount).toBe(4);
  });

  it("asks the server for the file above the limit, in the interface's language, without fetching the JSON", async () => {
    const sources = fakeSources(BROWSER_BUILD_LIMIT + 1);
    const file = await exportGameWeek({ gameWeekId: 7, language: 'th' }, sources);
    expect(sources.fetchServerFile).toHaveBeenCalledWith(7, 'th');
    expect(sources.fetchData).not.toHaveBeenCalled();
    expect(file.builtBy).toBe('server');
    expect(new TextDecoder().decode(await bytesOf(file.blob))).toBe('server-built');
    expect(file.fileName).toMatch(/^GameWeek_7_\d{8}-\d{6}\.xlsx$/);
  });

  it("builds in the browser when the count is unknown, naming the sheets in the interface's language", async () => {
    const sources = fakeSources(undefined);
    const file = await exportGameWeek({ gameWeekId: 7, language: 'th' }, sources);
    expect(file.builtBy).toBe('browser');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(file.blob)) as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['ทีมที่ส่ง', 'นักเตะที่เลือก']);
  });
});

describe('the Excel download box', () => {
  let store: DemoStore;
  const server = setUpDemoWorld(
    { users: 40, payments: 20, entriesPerGameWeek: 25, anchorDate: '2025-01-05' },
    (fresh) => {
      store = fresh;
    },
  );
  beforeEach(() => {
    vi.mocked(saveFile).mockClear();
  });

  const renderBox = () => renderInAdmin(<ExcelDownloadBox />);

  const notified = (text: string) =>
    waitFor(() => expect(screen.queryAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true));

  async function download(gameWeekId: string) {
    fireEvent.change(screen.getByLabelText('Game week ID for Excel'), { target: { value: gameWeekId } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`Do you want to download the Excel file of game week ${gameWeekId}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  }

  it('asks first, shows its progress, then saves GameWeek_{id}_{time}.xlsx with every entry and says so', async () => {
    // Hold the data until the progress has been seen: on a quiet machine the export can finish before a poll.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/admin/v1/downloadexcel/:gameWeekId', async () => {
        await gate; // answering nothing passes the request on to the demo's own handler
      }),
    );
    renderBox();
    await download('1');
    await screen.findByRole('status');
    release();
    await notified('Excel file has been downloaded successfully!');
    expect(screen.queryByRole('status')).toBeNull();
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0];
    expect(fileName).toMatch(/^GameWeek_1_\d{8}-\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(blob)) as ExcelJS.Buffer);
    const entries = store.data.game_week_entries.filter((entry) => entry.game_week_id === 1);
    expect(workbook.getWorksheet('Entries')!.rowCount).toBe(entries.length + 1);
    expect(workbook.getWorksheet('Picks')!.rowCount).toBe(entries.length * 11 + 1);
  });

  it("says 'Failed to download Excel.' for an unknown game week and saves nothing", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBox();
    await download('999999');
    await notified('Failed to download Excel.');
    expect(saveFile).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keeps the button off until the ID is a whole number', () => {
    renderBox();
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Game week ID for Excel'), { target: { value: 'x1' } });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Enter a game week ID: a whole number from 1')).toBeTruthy();
  });

  it('fails with the message when the server answers an error while fetching the entries', async () => {
    server.use(
      http.get('*/api/admin/v1/downloadexcel/:id', () =>
        HttpResponse.json({ ok: false, error: 'Something went wrong' }, { status: 500 }),
      ),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBox();
    await download('1');
    await notified('Failed to download Excel.');
    expect(saveFile).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
