/**
 * An entrant's team on the pitch, in Chromium against the real server (started as `npm start` does, with
 * demo data): game week 1 is summarised through the API first, then the settings screen's VIP list opens
 * its top entrant: eleven players in their GK, DEF, MID and FWD lines, one captain marked, and the shown
 * total equal to the list's points; at 1440 px and at 1024 px wide.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '../../contract';
import { SCREENSHOT_DIR, SOON } from './support/browser';
import { browserSession } from './support/browserSession';

const LINES = ['GKP', 'DEF', 'MID', 'FWD'] as const;

/** Calls the API as the operator would through the screens, for the set-up the test needs. */
async function callApi(baseUrl: string, method: string, path: string, token: string) {
  const response = await fetch(`${baseUrl}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

describe("an entrant's team on the pitch in Chromium", () => {
  const session = browserSession({ page: { viewport: { width: 1440, height: 900 }, locale: 'en-US' }, signInAt: '/' });
  /** the VIP list's first row, read off the screen */
  const listed = { name: '', points: '' };

  beforeAll(async () => {
    // the shown total must equal the list's points after summarising: summarise game week 1 first
    const { baseUrl } = session.server;
    const summarise = routeById.summariseGameWeek.path.replace(':id', '1');
    await callApi(baseUrl, 'PUT', summarise, await session.server.signIn());
    await mkdir(SCREENSHOT_DIR, { recursive: true });
  });

  const dialog = () => session.page.getByRole('dialog');
  const line = (position: (typeof LINES)[number]) => dialog().locator(`ul[data-line="${position}"] > li`);

  /** Every card lies inside the pitch, nothing in it overflows, and the dialog lies inside the window. */
  async function expectPitchFits(width: number) {
    const pitch = dialog().getByRole('group');
    const box = (await pitch.boundingBox())!;
    for (const card of await dialog().locator('ul[data-line] > li').all()) {
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.x).toBeGreaterThanOrEqual(box.x);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    expect(await pitch.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const paper = (await dialog().boundingBox())!;
    expect(paper.x).toBeGreaterThanOrEqual(0);
    expect(paper.x + paper.width).toBeLessThanOrEqual(width);
  }

  /** The dialog alone, as the operator sees it (the page behind is long). */
  const shootDialog = (name: string) => dialog().screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

  it("opens the top VIP entrant: eleven players in their lines, the captain marked, the list's points as total", async () => {
    await session.page.goto(`${session.server.baseUrl}/setting`);
    // the first screen after a fresh build can be slow on this shared machine
    await session.page.locator('#entrants-game-week-id').waitFor({ timeout: 60_000 });
    await session.page.locator('#entrants-game-week-id').fill('1');
    await session.page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    const vipRows = session.page.getByRole('region', { name: 'ผู้เข้าร่วม VIP' }).locator('tbody tr');
    await expect.poll(() => vipRows.count(), SOON).toBeGreaterThan(0);
    const [, name, points] = await vipRows.first().locator('td').allTextContents();
    Object.assign(listed, { name, points });

    await vipRows.first().locator('td').first().click();
    await expect.poll(() => dialog().getByText(`ทีม: ${listed.name}`).count(), SOON).toBe(1);
    await expect.poll(() => dialog().locator('ul[data-line] > li').count(), SOON).toBe(11);
    // the lines are named in Thai, goalkeeper first
    for (const name of ['ผู้รักษาประตู', 'กองหลัง', 'กองกลาง', 'กองหน้า']) {
      expect(await dialog().getByRole('list', { name }).count()).toBe(1);
    }
    const counts = await Promise.all(LINES.map((position) => line(position).count()));
    expect(counts[0]).toBe(1);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(11);
    expect(await dialog().getByTestId('entry-formation').textContent()).toBe(`แผนการเล่น ${counts.join('-')}`);

    const captain = dialog().locator('li[data-captain="true"]');
    expect(await captain.count()).toBe(1);
    expect(await captain.getByTestId('captain-badge').isVisible()).toBe(true);
    expect(await captain.getByTestId('captain-badge').textContent()).toContain('กัปตัน');
    // each card shows the player's name, club, price and points
    for (const card of await dialog().locator('ul[data-line] > li').all()) {
      const text = await card.innerText();
      expect(text).toMatch(/ราคา \d+(\.\d)?/);
      expect(text).toMatch(/คะแนน -?\d+/);
      expect(await card.locator('abbr').textContent()).toMatch(/^[A-Z]{3}$/);
    }
    expect(await dialog().getByTestId('entry-total-point').textContent()).toBe(listed.points);
    expect(await dialog().getByTestId('entry-not-summarised').count()).toBe(0);
    await expectPitchFits(1440);
    await shootDialog('entry-pitch-1440');
  });

  it('fits the 1024 px width, and closes', async () => {
    await session.page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => dialog().locator('ul[data-line] > li').count(), SOON).toBe(11);
    await expectPitchFits(1024);
    for (const name of await dialog().getByTestId('player-name').all()) {
      expect(await name.isVisible()).toBe(true);
    }
    await shootDialog('entry-pitch-1024');
    await dialog().getByRole('button', { name: 'ปิด' }).click();
    await expect.poll(() => dialog().count(), SOON).toBe(0);
  });

  it('logged no page errors', () => {
    expect(session.problems).toEqual([]);
  });
});
