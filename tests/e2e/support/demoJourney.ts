/**
 * One walk through the demo, shared by the test of `npm run demo` (Vite's dev server) and the test of the
 * static demo build: sign in, confirm a payment, create a team, save a game week's point row. The demo's
 * screens live after the hash (index.html#/payment), so the same URLs work on any static host.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA_VERSION } from '../../../demo/savedDatabase';
import { launchBrowser, SOON, screenshot, submitLogin, watchPageProblems } from './browser';
import type { RunningSite } from './demoSites';
import { createTeamThroughForm } from './teamForm';

/** The demo's own credentials, as the README and the login page's hint give them. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin' };

/**
 * Kept data this demo must not use, as a visitor's browser may hold it: the store at `version` (an older demo's,
 * or this one's) holding either the database kept now, which this demo could open, or bytes that are not a
 * SQLite file. Runs in the page.
 */
async function keepStaleWorld([version, bytes]: [number, 'database' | 'garbage']) {
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const current = await done(indexedDB.open('matchday-demo'));
  const kept = await done(current.transaction('database').objectStore('database').get('matchday-demo'));
  current.close();
  await done(indexedDB.deleteDatabase('matchday-demo'));
  const opening = indexedDB.open('matchday-demo', version);
  opening.onupgradeneeded = () => opening.result.createObjectStore('database');
  const stale = await done(opening);
  const record = bytes === 'database' ? kept : new Uint8Array([1, 2, 3]);
  await done(stale.transaction('database', 'readwrite').objectStore('database').put(record, 'matchday-demo'));
  stale.close();
}

/** An empty page of the demo's origin (so with its IndexedDB), answered by the browser: no app runs in it. */
async function pageWithoutTheApp(page: Page, siteUrl: string): Promise<string> {
  const url = `${siteUrl}without-the-app.html`;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>-</title>' }),
  );
  return url;
}

/** A club of the generated world. */
const SEEDED_TEAM = 'Manchester United';

/** The team the walk creates. */
const NEW_TEAM = 'Chiang Rai United';

/** Game week 2 of the demo data is always played: its rows carry points. */
const GAME_WEEK = 2;

interface PointRow {
  id: number;
  team_id: number;
  name: string;
  goal_point: number;
}

/**
 * The demo's own view of its data: a GET from inside the page, with the page's token, answered by the
 * service worker like any screen's request (there is no server to ask from outside).
 */
async function demoView<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await page.evaluate(async (url) => {
    const token = localStorage.getItem('access_token');
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  }, `/api/admin/v1${path}`);
  expect(status, path).toBe(200);
  return body as T;
}

/**
 * The walk in Chromium against a demo site the caller starts (the dev server or the static build): one browser
 * page for the whole walk, the site and the browser stopped afterwards.
 */
export function describeDemoWalk(title: string, startSite: () => Promise<RunningSite>) {
  describe(title, () => {
    let site: RunningSite;
    let browser: Browser;
    let page: Page;
    let problems: string[];

    beforeAll(async () => {
      site = await startSite();
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      problems = watchPageProblems(page);
    });
    afterAll(async () => {
      await browser?.close();
      await site?.stop();
    });

    walkThroughTheDemo(() => ({ url: site.url, page, problems }));
  });
}

/**
 * Defines the walk's tests. `site` gives the demo's address (its index.html's folder) and the page, both
 * ready once the caller's beforeAll has run; `problems` collects the page's errors.
 */
function walkThroughTheDemo(site: () => { url: string; page: Page; problems: string[] }) {
  const screen = (path: string) => `${site().url}#${path}`;
  const shown = (text: string | RegExp) =>
    expect.poll(() => site().page.getByText(text).count(), SOON).toBeGreaterThan(0);

  it('signs in with the demo credentials under the demo banner, with no server behind it', async () => {
    const { page } = site();
    await page.goto(screen('/login'));
    await shown('โหมดสาธิต');
    await submitLogin(page, DEMO_ADMIN);
    await shown('เข้าสู่ระบบสำเร็จ');
    await page.waitForURL((url) => !url.hash.startsWith('#/login'), SOON);
    await screenshot(page, 'demo-home');
  });

  it('refuses a wrong password like the server does', async () => {
    const { page } = site();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.goto(screen('/login'));
    await submitLogin(page, { ...DEMO_ADMIN, password: 'wrong' });
    await shown('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    // back to the signed-in session for the rest of the walk
    await page.evaluate((value) => localStorage.setItem('access_token', value ?? ''), token);
  });

  it('confirms a pending payment after "Are you sure?", its QR code drawn as a PNG the browser decodes', async () => {
    const { page } = site();
    await page.goto(screen('/payment'));
    const confirmButtons = page.getByRole('button', { name: /^ยืนยันการชำระเงิน \d+$/ });
    await expect.poll(() => confirmButtons.count(), SOON).toBe(20);
    const qrImage = page.locator('tbody tr img').first();
    expect(await qrImage.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(
      await qrImage.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).toBeGreaterThan(100);
    const id = (await page.locator('tbody tr').first().locator('td').first().textContent())?.trim();
    await page.getByRole('button', { name: `ยืนยันการชำระเงิน ${id}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('แน่ใจหรือไม่?').count(), SOON).toBe(1);
    await dialog.getByRole('button', { name: /ยืนยัน|Confirm/ }).click();
    await shown(`ยืนยันการชำระเงิน ${id} แล้ว`);
    await expect
      .poll(() => page.getByRole('button', { name: `ยืนยันการชำระเงิน ${id}`, exact: true }).count(), SOON)
      .toBe(0);
  });

  it('creates a team in season 578 and lists it', async () => {
    const { page } = site();
    const name = NEW_TEAM;
    await page.goto(screen('/team'));
    await expect.poll(() => page.locator('input[name="season_id"]').inputValue(), SOON).toBe('578');
    await createTeamThroughForm(page, name);
    await shown(`สร้างทีม ${name} เรียบร้อยแล้ว`);
    await expect.poll(() => page.locator('tbody tr', { hasText: name }).count(), SOON).toBe(1);
    const { teams } = await demoView<{ teams: { name: string; team_id: number }[] }>(page, '/teams');
    expect(teams.find((team) => team.name === name)).toMatchObject({ team_id: 990001 });
  });

  it('creates an admin account on /admins (a REST resource of ours, answered in the browser) and lists it', async () => {
    const { page } = site();
    await page.goto(screen('/admins/create'));
    await page.locator('input[name="username"]').fill('demo.newcomer');
    await page.locator('input[name="display_name"]').fill('ผู้ดูแลใหม่');
    await page.locator('input[name="password"]').fill('a long first secret');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    const row = page.locator('tbody tr', { hasText: 'demo.newcomer' });
    await expect.poll(() => row.count(), SOON).toBe(1);
    expect(await row.innerText()).toContain('ใช้งานได้');
    expect(await page.locator('tbody').innerText()).not.toContain('a long first secret');
  });

  it("saves a game week's point row", async () => {
    const { page } = site();
    await page.goto(screen(`/edit-game-week/${GAME_WEEK}`));
    const detail = () =>
      demoView<{ teams: { ID: number }[]; players: PointRow[] }>(page, `/game-week-detail/${GAME_WEEK}`);
    const { teams, players } = await detail();
    const row = players.find((player) => player.team_id === teams[0].ID) as PointRow;
    const rowOnScreen = page.locator(`tr[data-row-id="${row.id}"]`);
    await expect.poll(() => rowOnScreen.count(), SOON).toBe(1);
    const goal = row.goal_point === 12 ? 18 : 12;
    await rowOnScreen.locator('input[name="goal_point"]').fill(String(goal));
    await rowOnScreen.getByRole('button', { name: `บันทึก ${row.name}` }).click();
    await shown('อัปเดตนักเตะเรียบร้อยแล้ว');
    await expect
      .poll(async () => (await detail()).players.find((player) => player.id === row.id)?.goal_point, SOON)
      .toBe(goal);
    await screenshot(page, 'demo-points');
  });

  it('keeps its data over a reload, and "reset demo data" brings back the sample data', async () => {
    const { page } = site();
    const teamNames = async () =>
      (await demoView<{ teams: { name: string }[] }>(page, '/teams')).teams.map((team) => team.name);
    await page.goto(screen('/team'));
    await page.reload();
    await expect.poll(() => page.locator('tbody tr', { hasText: NEW_TEAM }).count(), SOON).toBe(1);
    expect(await teamNames()).toContain(NEW_TEAM);
    await page.getByRole('button', { name: 'รีเซ็ตข้อมูลสาธิต' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/login'), SOON);
    await submitLogin(page, DEMO_ADMIN);
    await shown('เข้าสู่ระบบสำเร็จ');
    expect(await teamNames()).not.toContain(NEW_TEAM);
  });

  it.each([
    // without the version's drop this database would open, with the session the walk signed in with
    ['an older version of the demo', DEMO_DATA_VERSION - 1, 'database'],
    ['this version, in bytes that are not a database', DEMO_DATA_VERSION, 'garbage'],
  ] as const)('starts on new sample data when the kept data is from %s', async (_, version, bytes) => {
    const { page } = site();
    const shownAt = page.url();
    // the app keeps its data a moment after each write: a save landing between the test's dropping the store
    // and planting the stale one would create it at this version first, so the store is planted where no app runs
    await page.goto(await pageWithoutTheApp(page, site().url));
    await page.evaluate(keepStaleWorld, [version, bytes] as [number, 'database' | 'garbage']);
    await page.goto(shownAt);
    // the new world knows no session: the screen asks to sign in
    await page.waitForURL((url) => url.hash.startsWith('#/login'), SOON);
    await submitLogin(page, DEMO_ADMIN);
    await shown('เข้าสู่ระบบสำเร็จ');
    const { teams } = await demoView<{ teams: { name: string }[] }>(page, '/teams');
    expect(teams.map((team) => team.name)).toContain(SEEDED_TEAM);
  });

  it('ran without page errors (the refused sign-in aside)', () => {
    const unexpected = site().problems.filter((problem) => !/401 \(Unauthorized\)/.test(problem));
    expect(unexpected).toEqual([]);
  });
}
