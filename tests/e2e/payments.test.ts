/**
 * Money and tickets in Chromium against the real server (started as `npm start` does, with demo data and a
 * LIVESCORE_URL file): the home screen's live-score button (an error, then success), confirming one payment,
 * a cancel refused without a reference code and done with one, the user's new tickets on the settings
 * screen, deleting one, and a free ticket.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

describe('payments and tickets in Chromium', () => {
  let feedDir: string;
  let feedFile: string;
  beforeAll(async () => {
    feedDir = await mkdtemp(path.join(tmpdir(), 'matchday-e2e-feed-'));
    feedFile = path.join(feedDir, 'livescore.json');
    await writeFile(feedFile, '{"matches": "not a list"}');
  });
  afterAll(() => rm(feedDir, { recursive: true, force: true }));
  const session = browserSession({
    page: { viewport: { width: 1440, height: 900 }, locale: 'en-US' },
    signInAt: '/',
    serverEnv: () => ({ LIVESCORE_URL: feedFile }),
  });
  /** the payment confirmed below: its user's tickets are looked up later */
  const confirmed = { id: 0, userId: 0, value: 0 };

  const notification = (text: string | RegExp) => session.page.getByRole('alert').filter({ hasText: text });
  const expectNotification = (text: string | RegExp) =>
    expect.poll(() => notification(text).count(), SOON).toBeGreaterThan(0);
  /** The cell texts of a table row. */
  const cellsOf = (row: Locator) => row.locator('td').allTextContents();

  it("shows the live-score import's error, then 'success' once the feed is valid", async () => {
    // the interface starts in Thai; the button's Thai label is the spec's screen
    const fetchButton = session.page.getByRole('button', { name: 'ดึงตารางผลบอลสด' });
    await fetchButton.click();
    await expectNotification(/นำเข้าผลบอลสดไม่สำเร็จ/);
    await writeFile(feedFile, JSON.stringify({ date: '2001-01-01', matches: [] }));
    await fetchButton.click();
    await expectNotification(/^สำเร็จ$/);
    await screenshot(session.page, 'payments-home-livescore');
  });

  it('confirms the newest pending payment after "Are you sure?"', async () => {
    await session.page.goto(`${session.server.baseUrl}/payment`);
    const confirmButtons = session.page.getByRole('button', { name: /^ยืนยันการชำระเงิน \d+$/ });
    await expect.poll(() => confirmButtons.count(), SOON).toBe(20);
    const firstRow = session.page.locator('tbody tr').first();
    const [id, , value] = await cellsOf(firstRow);
    const memberPage = (await firstRow.locator('a[href*="/userdetail/"]').getAttribute('href'))!;
    Object.assign(confirmed, {
      id: Number(id),
      value: Number(value),
      userId: Number(/\/userdetail\/(\d+)/.exec(memberPage)?.[1]),
    });
    const qrImage = firstRow.locator('img');
    expect(await qrImage.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // decoded by the browser: decode() rejects an image it cannot read
    expect(
      await qrImage.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).toBeGreaterThan(100);
    await screenshot(session.page, 'payments-pending');

    await session.page.getByRole('button', { name: `ยืนยันการชำระเงิน ${confirmed.id}`, exact: true }).click();
    const dialog = session.page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('แน่ใจหรือไม่?').count(), SOON).toBe(1);
    await dialog.getByRole('button', { name: /ยืนยัน|Confirm/ }).click();
    await expectNotification(`ยืนยันการชำระเงิน ${confirmed.id} แล้ว`);
    await expect
      .poll(
        () => session.page.getByRole('button', { name: `ยืนยันการชำระเงิน ${confirmed.id}`, exact: true }).count(),
        SOON,
      )
      .toBe(0);

    await session.page.getByRole('tab', { name: 'สำเร็จแล้ว' }).click();
    // the tab is the list's status filter, kept in the URL
    await session.page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').status === 'completed');
    await expect
      .poll(() => session.page.locator('tbody tr').first().locator('td').first().textContent(), SOON)
      .toBeTruthy();
    await screenshot(session.page, 'payments-completed');
  });

  it('refuses a cancel without a reference code, then cancels with one', async () => {
    await session.page.getByRole('tab', { name: 'รอดำเนินการ' }).click();
    const cancelButtons = session.page.getByRole('button', { name: /^ยกเลิกการชำระเงิน \d+$/ });
    await expect.poll(() => cancelButtons.count(), SOON).toBeGreaterThan(0);
    const target = (await cancelButtons.first().getAttribute('aria-label'))!.replace(/\D+/g, '');

    await cancelButtons.first().click();
    const dialog = session.page.getByRole('dialog', { name: 'กรุณากรอกรหัสอ้างอิง' });
    await expect.poll(() => dialog.count(), SOON).toBe(1);
    const send = dialog.getByRole('button', { name: 'ยกเลิกการชำระเงิน' });
    expect(await send.isDisabled()).toBe(true);
    const input = dialog.getByRole('textbox');
    await input.fill('   ');
    await input.press('Enter');
    expect(await send.isDisabled()).toBe(true);
    expect(await dialog.count()).toBe(1); // nothing was sent: the prompt is still open
    await screenshot(session.page, 'payments-cancel-refused');

    await input.fill('REF-E2E-0001');
    await send.click();
    await expectNotification(`ยกเลิกการชำระเงิน ${target} แล้ว`);
    await expect
      .poll(() => session.page.getByRole('button', { name: `ยกเลิกการชำระเงิน ${target}`, exact: true }).count(), SOON)
      .toBe(0);
  });

  it("shows the user's new tickets on the settings screen, deletes one and adds a free one", async () => {
    await session.page.goto(`${session.server.baseUrl}/setting`);
    await session.page.locator('#tickets-user-id').fill(String(confirmed.userId));
    await session.page.getByRole('button', { name: 'ดูตั๋ว' }).click();
    const rows = session.page.locator('tbody tr').filter({ has: session.page.getByRole('button', { name: /^ลบตั๋ว / }) });
    await expect.poll(() => rows.count(), SOON).toBeGreaterThanOrEqual(confirmed.value);
    const before = await rows.count();
    // newest first: the confirmed payment's tickets lead the list, unused
    for (let i = 0; i < confirmed.value; i++) {
      const cells = await cellsOf(rows.nth(i));
      expect(cells[0]).toBe(String(confirmed.userId));
      expect(cells[2]).toBe('ยังไม่ได้ใช้');
    }
    await screenshot(session.page, 'settings-tickets');

    const first = rows.first();
    const code = (await cellsOf(first))[1];
    await first.getByRole('button', { name: `ลบตั๋ว ${code}`, exact: true }).click();
    const dialog = session.page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('ต้องการลบตั๋วใบนี้หรือไม่?').count(), SOON).toBe(1);
    await dialog.getByRole('button', { name: /ยืนยัน|Confirm/ }).click();
    await expectNotification(/^สำเร็จ$/);
    await expect.poll(() => session.page.getByRole('cell', { name: code }).count(), SOON).toBe(0);
    await expect.poll(() => rows.count(), SOON).toBe(before - 1);

    await session.page.locator('#settings-free-ticket-user-id').fill(String(confirmed.userId));
    await session.page.getByRole('button', { name: 'เพิ่มตั๋วฟรี' }).click();
    const freeDialog = session.page.getByRole('dialog');
    await expect.poll(() => freeDialog.getByText('ต้องการสร้างตั๋ว 1 ใบให้ผู้เล่นคนนี้หรือไม่?').count(), SOON).toBe(1);
    await freeDialog.getByRole('button', { name: /ยืนยัน|Confirm/ }).click();
    await expectNotification(/^สำเร็จ$/);
    // the lookup reloads: the free ticket is back to the count before the delete
    await expect.poll(() => rows.count(), SOON).toBe(before);
    await screenshot(session.page, 'settings-free-ticket');
  });

  it('fills the entrant tables of a game week, and pages and searches the members on the server', async () => {
    await session.page.locator('#entrants-game-week-id').fill('1');
    await session.page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    const normal = session.page.getByRole('region', { name: 'ผู้เข้าร่วมทั่วไป' });
    await expect.poll(() => normal.locator('tbody tr').count(), SOON).toBe(50);
    await screenshot(session.page, 'settings-entrants');

    await session.page.goto(`${session.server.baseUrl}/userdetail`);
    // the app's rows, not the static shell's painted before them
    const rows = session.page.locator('#root tbody tr');
    await expect.poll(() => rows.count(), SOON).toBe(50);
    const [, , username] = await cellsOf(rows.nth(7));
    await session.page.getByLabel('ค้นหารหัส ชื่อ ชื่อผู้ใช้ หรือเบอร์โทร').fill(username);
    await expect
      .poll(async () => (await rows.allTextContents()).every((row) => row.includes(username)), SOON)
      .toBe(true);
    await screenshot(session.page, 'members-search');
  });

  it('logged no page errors (failed calls the test provoked aside)', () => {
    const unexpected = session.problems.filter((problem) => !/Failed to load resource: .* (502)/.test(problem));
    expect(unexpected).toEqual([]);
  });
});
