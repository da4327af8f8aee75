/**
 * index.html paints the signed-in shell (the app bar with the screen's title, the side navigation, the heading)
 * before any of the app's code has run, and the app replaces it without a jump: the static boxes are where the
 * app's own ones land, and no layout shift is recorded as it goes. The app's entry script is held back until the
 * static shell has been looked at; meanwhile the app's own chunks and the list's first page are already on their
 * way, and the app, once there, takes that answer instead of asking again, and draws the screen itself in its first
 * drawing rather than a placeholder for it.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_PATH } from '../../contract/changes';
import { USER_INFO_KEY } from '../../src/api/tokenStore';
import { STATIC_SHELL_ID } from '../../src/shell/staticShell/shellMarkup';
import { SOON } from './support/browser';
import { browserSession } from './support/browserSession';
import { signInFrom } from './support/session';

type Box = { x: number; y: number; height: number };

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .boundingBox()
    .then((box) => (box ? { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) } : null));

/** Every layout shift recorded since the page started, added up (no input happens here). */
const shiftSum = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[]) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );

/** The static part and the app's own that takes its place. */
const SHELL: Record<string, [string, string]> = {
  'app bar': [`#${STATIC_SHELL_ID} .ss-bar`, 'header.MuiAppBar-root'],
  "app bar's title": [`#${STATIC_SHELL_ID} .ss-bar-title`, '#react-admin-title'],
  heading: [`#${STATIC_SHELL_ID} .ss-title`, '#root h1'],
};
const LIST_TOP: Record<string, [string, string]> = {
  'export button': [`#${STATIC_SHELL_ID} .ss-export`, '#root .RaList-main > :first-child button'],
  'search box': [`#${STATIC_SHELL_ID} .ss-field`, '#root .MuiOutlinedInput-root:has(input[name="q"])'],
  "search box's label": [`#${STATIC_SHELL_ID} .ss-label`, '#root .MuiFormControl-root:has(input[name="q"]) label'],
};
/** The cards the app draws above a list. */
const APP_CARDS = '#root h1 + div > .MuiCard-root';
const CARD = (nth: number) => [`#${STATIC_SHELL_ID} .ss-card >> nth=${nth}`, `${APP_CARDS} >> nth=${nth}`];
const CARDS: Record<string, [string, string]> = {
  'first card': [CARD(0)[0], CARD(0)[1]],
  "first card's button": [`${CARD(0)[0]} >> .ss-button`, `${CARD(0)[1]} >> button`],
  'last card': [CARD(-1)[0], CARD(-1)[1]],
  "last card's title": [`${CARD(-1)[0]} >> .ss-card-title`, `${CARD(-1)[1]} >> h2`],
  "last card's field": [`${CARD(-1)[0]} >> .ss-filled`, `${CARD(-1)[1]} >> .MuiFilledInput-root`],
  "last card's label": [`${CARD(-1)[0]} >> .ss-filled span`, `${CARD(-1)[1]} >> label`],
  "last card's last button": [`${CARD(-1)[0]} >> .ss-button >> nth=-1`, `${CARD(-1)[1]} >> button >> nth=-1`],
};
/** The payments' tabs share a row with the search; the members' cards stand above their list, its search hinted. */
const PAIRS: Record<string, Record<string, [string, string]>> = {
  '/payment': {
    ...SHELL,
    ...LIST_TOP,
    tabs: [`#${STATIC_SHELL_ID} .ss-tabs`, '#root [role="tablist"]'],
    'last tab': [`#${STATIC_SHELL_ID} .ss-tab >> nth=-1`, '#root [role="tab"] >> nth=-1'],
  },
  '/userdetail': {
    ...SHELL,
    ...CARDS,
    ...LIST_TOP,
    "search box's hint": [
      `#${STATIC_SHELL_ID} .ss-hint`,
      '#root .MuiFormControl-root:has(input[name="q"]) .MuiFormHelperText-root',
    ],
  },
};
/** The members' first page, which the shell paints on a laptop from the list's answer, as the app's table. */
const MEMBER_ROWS: Record<string, [string, string]> = {
  "table's last heading": [`#${STATIC_SHELL_ID} .ss-rows th >> nth=-1`, '#root thead th >> nth=-1'],
  'first row': [`#${STATIC_SHELL_ID} .ss-rows tbody tr >> nth=0`, '#root tbody tr >> nth=0'],
  "first row's last cell": [
    `#${STATIC_SHELL_ID} .ss-rows tbody tr >> nth=0 >> td >> nth=-1`,
    '#root tbody tr >> nth=0 >> td >> nth=-1',
  ],
  "first row's button": [`#${STATIC_SHELL_ID} .ss-rows .ss-page >> nth=0`, '#root tbody tr >> nth=0 >> a'],
  'tenth row': [`#${STATIC_SHELL_ID} .ss-rows tbody tr >> nth=9`, '#root tbody tr >> nth=9'],
};
const PAINTED_ROWS = `#${STATIC_SHELL_ID} .ss-rows tbody tr`;
const rowTexts = (page: Page, rows: string) =>
  page.locator(rows).evaluateAll((found) => found.slice(0, 10).map((row) => (row as HTMLElement).innerText));

/** The game week's heading and the note under it (its scoring rules, two columns on a laptop). */
const EDITOR: Record<string, [string, string]> = {
  heading: SHELL.heading,
  note: [`#${STATIC_SHELL_ID} .ss-note`, '#root .MuiAlert-root'],
  "note's title": [`#${STATIC_SHELL_ID} .ss-note-title`, '#root .MuiAlertTitle-root'],
  "note's first line": [`#${STATIC_SHELL_ID} .ss-note li >> nth=0`, '#root .MuiAlert-root li >> nth=0'],
  "note's last line": [`#${STATIC_SHELL_ID} .ss-note li >> nth=-1`, '#root .MuiAlert-root li >> nth=-1'],
};
/** The demo data's first game week, as its points screen heads it once its detail has come. */
const GAME_WEEK_HEADING = 'เกมวีค 1: สัปดาห์ที่ 1';
const NAVIGATION: [string, string] = [`#${STATIC_SHELL_ID} .ss-nav`, '.RaSidebar-fixed'];

/**
 * The screen's first requests are done: the network went quiet, or the change stream opened, which it does once
 * the app's queries have been quiet for a second; after that the network is never idle again, so on a busy
 * machine a quiet network may never be seen.
 */
const settled = (page: Page) =>
  Promise.race([
    page.waitForLoadState('networkidle', SOON),
    page.waitForRequest((request) => new URL(request.url()).pathname === CHANGES_PATH, SOON),
  ]);

async function openHoldingTheApp(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

describe.each([
  { device: 'a laptop', viewport: { width: 1366, height: 768 }, navigation: true },
  { device: 'a phone', viewport: { width: 412, height: 823 }, navigation: false },
])('the static shell on $device', ({ viewport, navigation }) => {
  const session = browserSession({ page: { viewport }, signInAt: '/' });

  // an admin coming back has /user-info's answer kept from an earlier page, which both the shell and the app read
  beforeAll(async () => {
    await session.page.waitForFunction((key) => localStorage.getItem(key) !== null, USER_INFO_KEY, SOON);
  });

  it.each([
    ['/payment', 'การชำระเงิน'],
    ['/userdetail', 'สมาชิก'],
  ])(
    "paints %s's title and what is above its list before the app runs, and the app takes their place without a jump",
    async (path, title) => {
      const { page, server } = session;
      const release = await openHoldingTheApp(page, `${server.baseUrl}${path}`);
      await page.locator(`#${STATIC_SHELL_ID} .ss-title`).waitFor(SOON);
      await expect.poll(() => page.locator(`#${STATIC_SHELL_ID} .ss-title`).textContent()).toBe(title);
      expect(await page.locator('#root h1').count()).toBe(0);
      // on a phone the app shows cards, which the shell leaves to it
      const rowsPainted = navigation && path === '/userdetail';
      const pairs = navigation
        ? { ...PAIRS[path], ...(rowsPainted ? MEMBER_ROWS : {}), navigation: NAVIGATION }
        : PAIRS[path];
      if (rowsPainted) await page.locator(PAINTED_ROWS).first().waitFor(SOON);
      // the boxes of text in the app's font, once it has come (the shell's first paint may use a fallback)
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const paintedRows = await rowTexts(page, PAINTED_ROWS);
      expect(paintedRows.length).toBe(rowsPainted ? 10 : 0);
      const painted: Record<string, Box | null> = {};
      for (const [name, [staticSelector]] of Object.entries(pairs)) painted[name] = await boxOf(page, staticSelector);
      expect(Object.keys(painted).filter((name) => painted[name] === null)).toEqual([]);
      if (!navigation) expect(await page.locator(NAVIGATION[0]).isVisible()).toBe(false);
      const paintedLinks = await page.locator(`#${STATIC_SHELL_ID} li`).allTextContents();
      const paintedName = await page.locator(`#${STATIC_SHELL_ID} .ss-user`).textContent();

      release();
      await page.locator('#root h1').waitFor(SOON);
      await expect.poll(() => page.locator(`#${STATIC_SHELL_ID}`).count()).toBe(0);
      await settled(page);
      const replaced: Record<string, Box | null> = {};
      for (const [name, [, appSelector]] of Object.entries(pairs)) replaced[name] = await boxOf(page, appSelector);
      expect(painted).toEqual(replaced);
      if (rowsPainted) expect(paintedRows).toEqual(await rowTexts(page, '#root tbody tr'));
      if (navigation) {
        expect(paintedLinks).toEqual(await page.locator('.RaSidebar-fixed [role="menuitem"]').allTextContents());
        expect(paintedName).toBe(await page.locator('.RaUserMenu-userButton').textContent());
      }
      expect(await page.locator('#root h1').textContent()).toBe(title);
      expect(await shiftSum(page)).toBeLessThan(0.01);
      await page.unrouteAll();
    },
  );

  it("has the app's own chunks on their way while its entry script is still held back", async () => {
    const { page, server } = session;
    const scripts: string[] = [];
    const listen = (request: { url(): string }) => scripts.push(new URL(request.url()).pathname);
    page.on('request', listen);
    const release = await openHoldingTheApp(page, `${server.baseUrl}/payment`);
    await expect.poll(() => scripts.filter((path) => /^\/assets\/app-[^/]+\.js$/.test(path))).toHaveLength(1);
    release();
    await page.locator('#root h1').waitFor(SOON);
    await settled(page);
    page.off('request', listen);
    await page.unrouteAll();
  });

  it.each([
    ['/payment', '/api/admin/v1/payment-pending?page=1&limit=20'],
    ['/userdetail', '/api/admin/v1/get-all-user?page=1&limit=50&sort=id&order=ASC'],
    ['/edit-game-week/1', '/api/admin/v1/game-week-detail/1'],
  ])(
    "asks for %s's first page or read before the app's code has arrived, and the app takes that answer",
    async (path, list) => {
      const { page, server } = session;
      const asked: string[] = [];
      let streamOpened = false;
      // this page's change stream, once open, refetches what the page fetched before it when the server could not
      // yet tell where to resume from: that is not the app asking again for the first page (the page before may
      // still open its own before it goes)
      const listen = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname === CHANGES_PATH && asked.includes(list)) streamOpened = true;
        if (!streamOpened && url.pathname.startsWith('/api/admin/v1/')) asked.push(`${url.pathname}${url.search}`);
      };
      page.on('request', listen);
      const release = await openHoldingTheApp(page, `${server.baseUrl}${path}`);
      await expect.poll(() => asked).toContain(list);
      release();
      await page.locator('#root h1').waitFor(SOON);
      await settled(page);
      page.off('request', listen);
      await page.unrouteAll();
      expect(asked.filter((url) => url === list)).toHaveLength(1);
    },
  );

  it("paints an editor's heading from its first read, and its note, before the app runs, where the app draws them", async () => {
    const { page, server } = session;
    const release = await openHoldingTheApp(page, `${server.baseUrl}/edit-game-week/1`);
    const [staticHeading, appHeading] = SHELL.heading;
    await expect.poll(() => page.locator(staticHeading).textContent()).toBe(GAME_WEEK_HEADING);
    expect(await page.locator(`#${STATIC_SHELL_ID} .ss-bar-title`).textContent()).toBe(GAME_WEEK_HEADING);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const painted: Record<string, Box | null> = {};
    for (const [name, [staticSelector]] of Object.entries(EDITOR)) painted[name] = await boxOf(page, staticSelector);
    expect(Object.keys(painted).filter((name) => painted[name] === null)).toEqual([]);
    const paintedLines = await page.locator(`#${STATIC_SHELL_ID} .ss-note li`).allTextContents();
    release();
    await page.locator(appHeading).waitFor(SOON);
    await expect.poll(() => page.locator(`#${STATIC_SHELL_ID}`).count()).toBe(0);
    await settled(page);
    expect(await page.locator(appHeading).textContent()).toBe(GAME_WEEK_HEADING);
    const replaced: Record<string, Box | null> = {};
    for (const [name, [, appSelector]] of Object.entries(EDITOR)) replaced[name] = await boxOf(page, appSelector);
    expect(painted).toEqual(replaced);
    expect(paintedLines).toEqual(await page.locator('#root .MuiAlert-root li').allTextContents());
    // the points table's headings come with its rows, whose widths would otherwise move them
    await expect.poll(() => page.locator('#root tbody tr').count()).toBeGreaterThan(0);
    expect(await shiftSum(page)).toBeLessThan(0.01);
    await page.unrouteAll();
  });

  it.each([
    ['/payment', 'การชำระเงิน'],
    ['/userdetail', 'สมาชิก'],
    ['/edit-game-week/1', GAME_WEEK_HEADING],
  ])("draws %s's screen in the app's first drawing of anything, not a placeholder for it", async (path, heading) => {
    const { page, server } = session;
    const release = await openHoldingTheApp(page, `${server.baseUrl}${path}`);
    await page.locator(`#${STATIC_SHELL_ID} .ss-title`).waitFor(SOON);
    type Drawing = { heading: string | null; placeholder: boolean };
    // watching before the app's script is let go, so its first drawing cannot be missed; react-admin's first is
    // an empty box while it sets its routes, which shows nothing and is skipped
    await page.evaluate(() => {
      const root = document.getElementById('root') as HTMLElement;
      (window as { firstDrawing?: Promise<Drawing> }).firstDrawing = new Promise<Drawing>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!root.textContent?.trim() && !root.querySelector('[role="progressbar"]')) return;
          observer.disconnect();
          const placeholder = root.querySelector('[aria-busy="true"] [role="progressbar"]') !== null;
          resolve({ heading: root.querySelector('h1')?.textContent ?? null, placeholder });
        }).observe(root, { childList: true, subtree: true });
      });
    });
    release();
    const firstDrawing = await page.evaluate(() => (window as { firstDrawing?: Promise<Drawing> }).firstDrawing);
    expect(firstDrawing).toEqual({ heading, placeholder: false });
    await settled(page);
    await page.unrouteAll();
  });

  it('stays hidden on the login page', async () => {
    const context = await session.browser.newContext({ viewport });
    const signedOut = await context.newPage();
    await signedOut.goto(`${session.server.baseUrl}/payment`);
    await signedOut.locator('input[name="username"]').waitFor(SOON);
    expect(await signedOut.locator(`#${STATIC_SHELL_ID}`).isVisible()).toBe(false);
    await context.close();
  });

  it("covers the page from the login page's sign-in until the app's heading, never showing it empty", async () => {
    const context = await session.browser.newContext({ viewport });
    const signingIn = await context.newPage();
    // every change to the page's content, noted when nothing of it can be read and the shell is not over it
    await signingIn.addInitScript({
      content: `
        window.uncovered = 0;
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          new MutationObserver(() => {
            const shell = document.getElementById(${JSON.stringify(STATIC_SHELL_ID)});
            if (!(root.textContent || '').trim() && (!shell || shell.hidden)) window.uncovered += 1;
          }).observe(root, { childList: true, subtree: true, characterData: true });
        });`,
    });
    await signInFrom(signingIn, `${session.server.baseUrl}/payment`);
    await signingIn.locator('#root h1').waitFor(SOON);
    await expect.poll(() => signingIn.locator(`#${STATIC_SHELL_ID}`).count()).toBe(0);
    expect(await signingIn.evaluate(() => (window as { uncovered?: number }).uncovered)).toBe(0);
    await context.close();
  });

  it("paints, after the login page's sign-in, the cards the admin's role is shown", async () => {
    const context = await session.browser.newContext({ viewport });
    const signingIn = await context.newPage();
    // the cards of the shell as it is painted over the page
    await signingIn.addInitScript({
      content: `
        window.paintedCards = [];
        document.addEventListener('DOMContentLoaded', () => {
          new MutationObserver(() => {
            const shell = document.getElementById(${JSON.stringify(STATIC_SHELL_ID)});
            if (shell && !shell.hidden) window.paintedCards.push(shell.querySelectorAll('.ss-card').length);
          }).observe(document.body, { childList: true, subtree: true, attributes: true });
        });`,
    });
    await signInFrom(signingIn, `${session.server.baseUrl}/userdetail`);
    await signingIn.locator('#root h1').waitFor(SOON);
    await expect.poll(() => signingIn.locator(`#${STATIC_SHELL_ID}`).count()).toBe(0);
    const appCards = await signingIn.locator(APP_CARDS).count();
    expect(appCards).toBe(2);
    const painted = await signingIn.evaluate(() => (window as { paintedCards?: number[] }).paintedCards);
    expect(new Set(painted)).toEqual(new Set([appCards]));
    await context.close();
  });
});
