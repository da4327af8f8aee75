/**
 * Seasons, the season player editor and game-week management in Chromium against the real server (started as
 * `npm start` does, with demo data): open a season from the list, edit a player and see the score summary,
 * upload an image and see it served back, create a game week (refused first with an inline error, its end then
 * picked from the calendar in the Buddhist era), and save its reward. The screens are in Thai, the default language.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bangkokDay, seasonLabelOn } from '../../fixtures';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';
import { serverView } from './support/session';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface SeasonPlayer {
  ID: number;
  Name: string;
  Price: number;
  TeamID: number;
}
interface GameWeek {
  id: number;
  week: number;
  week_name: string;
  reward: number;
  reward2: number;
}

describe('seasons and game weeks in Chromium', () => {
  const session = browserSession({ page: { viewport: { width: 1440, height: 900 } }, signInAt: '/season' });

  /** The server's own view, with the token the page signed in with. */
  const api = <T>(path: string) => serverView(session.page, () => session.server.baseUrl)<T>(path);
  const shown = (text: string) => expect.poll(() => session.page.getByText(text).count(), SOON).toBeGreaterThan(0);
  const rowWith = (text: string): Locator => session.page.locator('tbody tr', { hasText: text });

  it('lists the seasons and opens one for managing its players', async () => {
    // the server seeds the current season around today, labelled for it
    const current = seasonLabelOn(bangkokDay(Date.now()));
    await session.page.goto(`${session.server.baseUrl}/season`);
    await shown(current);
    await screenshot(session.page, 'seasons-list');
    await session.page.getByRole('button', { name: `จัดการ ${current}` }).click();
    await session.page.waitForURL('**/season-edit-player/578');
    await shown(`นักเตะในฤดูกาล ${current}`);
  });

  it('edits a player: the price is saved and the spec message shows', async () => {
    const firstRow = session.page.locator('tbody tr[data-player-id]').first();
    await firstRow.waitFor(SOON);
    const id = Number(await firstRow.getAttribute('data-player-id'));
    const before = (await api<{ players: SeasonPlayer[] }>('/season-season-detail/578')).players.find(
      (player) => player.ID === id,
    ) as SeasonPlayer;
    const newPrice = before.Price === 9.5 ? 9 : 9.5;

    await firstRow.getByRole('button', { name: `แก้ไข ${before.Name}` }).click();
    await firstRow.locator('input[name="Price"]').fill(String(newPrice));
    await firstRow.getByRole('button', { name: 'บันทึก' }).click();
    await shown('อัปเดตนักเตะเรียบร้อยแล้ว');
    await expect
      .poll(
        async () =>
          (await api<{ players: SeasonPlayer[] }>('/season-season-detail/578')).players.find((p) => p.ID === id)?.Price,
        SOON,
      )
      .toBe(newPrice);
    await screenshot(session.page, 'season-player-edited');
  });

  it("opens the score summary with the season's points per player", async () => {
    await session.page.getByRole('button', { name: 'สรุปคะแนน' }).click();
    const dialog = session.page.getByRole('dialog');
    await expect.poll(() => dialog.locator('tbody tr').count(), SOON).toBeGreaterThan(10);
    await screenshot(session.page, 'season-score-summary');
    await dialog.getByRole('button', { name: 'ปิด' }).click();
  });

  it('uploads a game-week image, previews it and shows it served back from its URL', async () => {
    await session.page.goto(`${session.server.baseUrl}/game-week`);
    await shown('รูปภาพเกมวีค');
    await session.page.locator('input[type="file"][name="slip"]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await session.page.getByAltText('ตัวอย่างรูปภาพที่เลือก').waitFor(SOON);
    await session.page.getByRole('button', { name: 'อัปโหลด', exact: true }).click();
    await shown('อัปโหลดสำเร็จ: /api/images/');

    const uploaded = session.page.getByAltText('รูปภาพที่อัปโหลดแล้ว');
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth), SOON).toBe(1);
    const url = (await uploaded.getAttribute('src')) as string;
    const served = await fetch(`${session.server.baseUrl}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    await screenshot(session.page, 'game-week-image-uploaded');
  });

  it('creates a game week: an end before the start is refused inline, then it is saved', async () => {
    await session.page.getByRole('button', { name: 'สร้างเกมวีค' }).click();
    await session.page.waitForURL('**/create-game-week');
    // the first season in the list (the current one, 578) is chosen at first; it holds weeks 1 to 6
    const weeksBefore = (await api<{ gameWeeks: GameWeek[] }>('/game-week/578')).gameWeeks;
    await session.page.locator('input[name="week"]').fill('7');
    // typed as a Thai operator reads dates: dd/mm/yyyy HH:mm in the Buddhist era (2030 is 2573)
    await session.page.locator('input[name="start_date"]').fill('16/08/2573 12:00');
    await session.page.locator('input[name="end_date"]').fill('09/08/2573 12:00');
    await session.page.locator('input[name="week_name"]').fill('เกมวีคทดสอบ');
    await session.page.getByRole('button', { name: 'บันทึก' }).click();
    await shown('เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น');
    expect((await api<{ gameWeeks: GameWeek[] }>('/game-week/578')).gameWeeks).toEqual(weeksBefore);
    await screenshot(session.page, 'create-game-week-refused');

    // the end picked from our calendar instead: it opens on the field's month, in the Buddhist era
    await session.page.getByRole('button', { name: 'เลือกสิ้นสุดจากปฏิทิน' }).click();
    const calendar = session.page.getByRole('dialog', { name: 'เลือกสิ้นสุดจากปฏิทิน' });
    await expect.poll(() => calendar.getByText('สิงหาคม 2573').count(), SOON).toBe(1);
    // the calendar grows in: measured mid-transition, its text is lighter than it will be
    await expect.poll(() => calendar.evaluate((dialog) => getComputedStyle(dialog).opacity), SOON).toBe('1');
    const seriousInCalendar = (
      await new AxeBuilder({ page: session.page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
    expect(seriousInCalendar).toEqual([]);
    await screenshot(session.page, 'create-game-week-calendar');
    // the field's day has the focus: two weeks on by the keyboard, Enter chooses it, the field's time is kept
    await expect
      .poll(() => session.page.evaluate(() => document.activeElement?.getAttribute('aria-label')), SOON)
      .toBe('วันศุกร์ที่ 9 สิงหาคม 2573');
    await session.page.keyboard.press('ArrowDown');
    await session.page.keyboard.press('ArrowDown');
    await session.page.keyboard.press('Enter');
    expect(await calendar.getByRole('button', { name: 'วันศุกร์ที่ 23 สิงหาคม 2573' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await calendar.getByRole('spinbutton', { name: 'ชั่วโมง' }).inputValue()).toBe('12');
    await calendar.getByRole('button', { name: 'ใช้วันและเวลานี้' }).click();
    await expect.poll(() => session.page.locator('input[name="end_date"]').inputValue(), SOON).toBe('23/08/2573 12:00');
    await session.page.getByRole('button', { name: 'บันทึก' }).click();
    // the list opens on the new week's season, kept in the URL as the list's filter
    await session.page.waitForURL(/\/game-week\?filter=/);
    await expect.poll(() => rowWith('เกมวีคทดสอบ').count(), SOON).toBe(1);
    const created = (await api<{ gameWeeks: GameWeek[] }>('/game-week/578')).gameWeeks.filter((w) => w.week === 7);
    // the wire keeps the spec's Western 'YYYY-MM-DD HH:mm'
    expect(created).toMatchObject([
      { week: 7, week_name: 'เกมวีคทดสอบ', start_date: '2030-08-16 12:00', end_date: '2030-08-23 12:00' },
    ]);
  });

  it("saves the new game week's reward after a confirmation naming the week, prize and tickets", async () => {
    const row = rowWith('เกมวีคทดสอบ');
    await row.getByRole('textbox', { name: 'รางวัล VIP (บาท) สัปดาห์ที่ 7' }).fill('5000');
    await row.getByRole('textbox', { name: 'ตั๋วฟรี สัปดาห์ที่ 7' }).fill('3');
    await row.getByRole('button', { name: 'บันทึกรางวัล 7' }).click();
    const dialog = session.page.getByRole('dialog');
    await expect.poll(() => dialog.textContent(), SOON).toContain('5,000.00');
    await dialog.getByRole('button', { name: /ยืนยัน|confirm/i }).click();
    await shown('บันทึกรางวัลเรียบร้อยแล้ว');
    await expect
      .poll(
        async () => (await api<{ gameWeeks: GameWeek[] }>('/game-week/578')).gameWeeks.find((w) => w.week === 7),
        SOON,
      )
      .toMatchObject({ reward: 5000, reward2: 3 });
    await screenshot(session.page, 'game-week-reward-saved');
  });

  it('logged no console errors and no CSP violations', () => {
    expect(session.problems).toEqual([]);
  });
});
