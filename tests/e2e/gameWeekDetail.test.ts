/**
 * The game-week detail screen (/edit-game-week/:id) in Chromium against the real server (started as
 * `npm start` does, demo data anchored on today): save a point row, be refused a non-integer with the
 * exact section 5 message, and summarise after the Thai confirmation. The screen is in Thai, the default.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type PointFields, playerGameWeekPoints } from '../../contract/rules/scoring';
import { signedNumber } from '../../src/format';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';
import { serverView } from './support/session';

/** Game week 2 of the demo is always played: its rows carry points and its entries totals. */
const GAME_WEEK = 2;
interface PlayerRow extends PointFields {
  id: number;
  player_id: number;
  team_id: number;
  name: string;
}
interface Detail {
  teams: { ID: number; Name: string }[];
  players: PlayerRow[];
}
interface AuditRow {
  action: string;
  target_id: string;
  admin_username: string;
  after: unknown;
}

describe('the game-week detail screen in Chromium', () => {
  const session = browserSession({
    page: { viewport: { width: 1600, height: 1000 } },
    signInAt: `/edit-game-week/${GAME_WEEK}`,
  });

  /** The server's own view, with the token the page signed in with. */
  const api = <T>(path: string) => serverView(session.page, () => session.server.baseUrl)<T>(path);
  const detail = () => api<Detail>(`/game-week-detail/${GAME_WEEK}`);
  const rowOnServer = async (id: number) => (await detail()).players.find((row) => row.id === id) as PlayerRow;
  const shown = (text: string) => expect.poll(() => session.page.getByText(text).count(), SOON).toBeGreaterThan(0);

  /** The first team's first row, as the screen shows it at first (teams sorted by name). */
  async function firstRow(): Promise<{ row: PlayerRow; locator: Locator }> {
    const { teams, players } = await detail();
    const row = players.find((player) => player.team_id === teams[0].ID) as PlayerRow;
    return { row, locator: session.page.locator(`tr[data-row-id="${row.id}"]`) };
  }

  it('opens with the rules banner and the first team’s players', async () => {
    await session.page.goto(`${session.server.baseUrl}/edit-game-week/${GAME_WEEK}`);
    await shown('กติกาการให้คะแนน');
    await shown('กัปตัน: คะแนนของกัปตันนับ 2 เท่าในคะแนนรวมของทีม');
    const { locator } = await firstRow();
    await expect.poll(() => locator.count(), SOON).toBe(1);
    await screenshot(session.page, 'game-week-detail');
  });

  it('saves a point row, keeping what is typed while the game week is read back', async () => {
    const { row, locator } = await firstRow();
    const goal = row.goal_point === 12 ? 18 : 12;
    const card = row.card_point === -1 ? -3 : -1;
    await locator.locator('input[name="goal_point"]').waitFor(SOON);
    // the game week is read back only once the operator has typed on after Save
    let typedOn: () => void = () => {};
    const held = new Promise<void>((resolve) => (typedOn = resolve));
    const detailPath = /\/game-week-detail\//;
    await session.page.route(detailPath, async (route) => {
      await held;
      await route.continue();
    });
    const readBack = session.page.waitForResponse(async (response) => {
      if (response.request().method() !== 'GET' || !detailPath.test(response.url())) return false;
      const answer = (await response.json()) as { players: PlayerRow[] };
      return answer.players.some((player) => player.id === row.id && player.goal_point === goal);
    }, SOON);
    try {
      await locator.locator('input[name="goal_point"]').fill(String(goal));
      await locator.getByRole('button', { name: `บันทึก ${row.name}` }).click();
      await locator.locator('input[name="card_point"]').fill(String(card));
      typedOn();
      await readBack;
    } finally {
      typedOn();
      await session.page.unroute(detailPath);
    }
    await shown('อัปเดตนักเตะเรียบร้อยแล้ว');
    // the row's total is the saved one: it changes once the game week read back is drawn
    const savedTotal = signedNumber(playerGameWeekPoints({ ...row, goal_point: goal })).text;
    await expect.poll(() => locator.locator('[data-sign]').textContent(), SOON).toBe(savedTotal);
    expect(await locator.locator('input[name="goal_point"]').inputValue()).toBe(String(goal));
    expect(await locator.locator('input[name="card_point"]').inputValue()).toBe(String(card));
    expect(await rowOnServer(row.id)).toMatchObject({ goal_point: goal, card_point: row.card_point });
  });

  it('refuses a point that is not a whole number with the section 5 message, sending nothing', async () => {
    const { row, locator } = await firstRow();
    await locator.locator('input[name="card_point"]').fill('1.5');
    await locator.getByRole('button', { name: `บันทึก ${row.name}` }).click();
    await shown('ข้อมูลไม่ถูกต้อง: บางช่องไม่ใช่จำนวนเต็ม');
    expect(await locator.locator('input[name="card_point"]').getAttribute('aria-invalid')).toBe('true');
    await screenshot(session.page, 'game-week-detail-not-integer');
    expect((await rowOnServer(row.id)).card_point).toBe(row.card_point);
  });

  it('summarises every entry after the Thai confirmation', async () => {
    await session.page.getByRole('button', { name: 'สรุปคะแนนทั้งหมด' }).click();
    await shown('ต้องการอัปเดตคะแนนทั้งหมดของเกมวีคนี้หรือไม่?');
    await session.page
      .getByRole('dialog')
      .getByRole('button', { name: /ยืนยัน|Confirm/ })
      .click();
    await shown('อัปเดตคะแนนทั้งหมดเรียบร้อยแล้ว');
    const { data } = await api<{ data: AuditRow[] }>('/audit-log?action=gameweek.summarise');
    expect(data[0]).toMatchObject({
      action: 'gameweek.summarise',
      target_id: String(GAME_WEEK),
      admin_username: 'admin',
    });
    await screenshot(session.page, 'game-week-detail-summarised');
  });

  it('had no console errors', () => {
    expect(session.problems).toEqual([]);
  });

  // last: the unknown game week's 404 is logged by the browser
  it('says an unknown game week is not found after one request, not after retries', async () => {
    const asked: string[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/game-week-detail/99999')) asked.push(request.url());
    });
    const started = Date.now();
    await session.page.goto(`${session.server.baseUrl}/edit-game-week/99999`);
    // the server's game_week.not_found, in the interface's language, shown once react-query gives up on the read
    await session.page.getByText('ไม่พบเกมวีค 99999').waitFor(SOON);
    expect(asked).toHaveLength(1);
    // a 4xx is not retried: the answer shows in the time of one request, not react-query's ~7 s of backoff
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
