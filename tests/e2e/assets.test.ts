/**
 * How the built SPA travels (issue: fast on a real network): Chromium loading the login page over the real server
 * receives every script brotli-compressed from the build's precompressed copies, hashed assets cached for a
 * year as immutable and index.html revalidated; a client that accepts only gzip gets gzip, one that accepts
 * nothing gets the plain file. The Thai font comes from our own origin. The login page fetches neither
 * react-admin nor the contract's schemas (its own small entry); the app comes once signed in, and a
 * screen's code when the screen opens (code splitting along routes).
 */
import type { Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enAppMessages } from '../../src/i18n/appMessages.en';
import { SOON, submitLogin } from './support/browser';
import { browserSession } from './support/browserSession';
import { E2E_ADMIN } from './support/server';

/**
 * Chunks that hold the signed-in app's or a screen's code, never the login page's: the app's start, the code lazy
 * parts share (scripts/chunkByStage.ts names both) and screens' own chunks, named after their module.
 */
const SCREEN_CHUNKS = /\/assets\/(app|shared|HomePage|PaymentActions|memberTools|GameWeekDetailPage|SettingsPage)-/;
/** The payments screen is the generated list (in the shared chunk); its rows' Confirm and Cancel are its own. */
const PAYMENTS_CHUNK = /\/assets\/PaymentActions-[^/]+\.js$/;
/** The signed-in app's start (src/shell/appRoot.tsx and its layout), which the login entry imports once signed in. */
const APP_CHUNK = /\/assets\/app-[^/]+\.js$/;
/**
 * How a script gives away what it holds, whatever the bundler named its chunk: ra-core's route guard (useCheckAuth)
 * says this key, and TypeBox marks every schema with this symbol's name. Chunk names do not tell: a chunk shared
 * by the login page and the app is named after any one of its modules.
 */
const REACT_ADMIN_MARK = 'ra.auth.auth_check_error';
const TYPEBOX_MARK = 'TypeBox.Kind';
/** At most this many scripts reach the first row of /payment, and the login page. */
const SIGNED_IN_SCRIPTS = 8;
const LOGIN_SCRIPTS = 4;
/** A sentence only the English catalogue holds. */
const ENGLISH_MARK = enAppMessages.app.payments.cancel_hint;

describe('the built SPA on the wire', () => {
  const session = browserSession();
  const scripts: Response[] = [];
  const fonts: Response[] = [];
  let loginPage: Response | null = null;
  let loginScripts: string[] = [];
  let thaiRendersInSarabun = false;

  beforeAll(async () => {
    const tab = session.page;
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
      if (response.request().resourceType() === 'font') fonts.push(response);
    });
    // the Thai file is asked for once the page lays out Thai text, which may be after the network went idle
    const thaiFont = tab.waitForResponse((response) => response.url().includes('sarabun-thai'), { timeout: 30_000 });
    loginPage = await tab.goto(`${session.server.baseUrl}/login`);
    await tab.waitForLoadState('networkidle');
    await thaiFont;
    thaiRendersInSarabun = await tab.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Sarabun', 'ชื่อผู้ใช้');
    });
    loginScripts = scripts.map((script) => script.url());
  }, 180_000);

  it('sends every script brotli-compressed, cached for a year as immutable', async () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(new URL(script.url()).origin).toBe(session.server.baseUrl);
      expect(headers['content-encoding'], script.url()).toBe('br');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('loads its Thai font, Sarabun, from our own origin: only the subsets the page uses', async () => {
    expect(thaiRendersInSarabun).toBe(true);
    const urls = fonts.map((font) => new URL(font.url()));
    expect(urls.some((url) => url.pathname.includes('sarabun-thai'))).toBe(true);
    for (const url of urls) expect(url.origin).toBe(session.server.baseUrl);
    // the Vietnamese and Latin-ext files are left alone by a Thai and English page
    expect(urls.some((url) => url.pathname.includes('vietnamese'))).toBe(false);
    for (const font of fonts) expect((await font.allHeaders())['cache-control']).toContain('immutable');
  });

  it('preloads the regular Thai and Latin font files from the page itself, and the page uses each once', async () => {
    const html = await (await fetch(`${session.server.baseUrl}/login`)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toHaveLength(2);
    expect(preloaded[0]).toMatch(/^\/assets\/sarabun-latin-400-normal-.+\.woff2$/);
    expect(preloaded[1]).toMatch(/^\/assets\/sarabun-thai-400-normal-.+\.woff2$/);
    // fetched in CORS mode as the stylesheet's own use is: a mismatched preload would be fetched a second time
    const fetchedPaths = fonts.map((font) => new URL(font.url()).pathname);
    for (const href of preloaded) expect(fetchedPaths.filter((path) => path === href)).toHaveLength(1);
  });

  it("fetches only the shell on the login page: no screen's code", () => {
    const urls = scripts.map((script) => script.url());
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => SCREEN_CHUNKS.test(url))).toEqual([]);
  });

  it("fetches neither react-admin nor the contract's schemas on the login page", async () => {
    const bodies = await Promise.all(scripts.map(async (script) => (await fetch(script.url())).text()));
    expect(bodies.filter((body) => body.includes(REACT_ADMIN_MARK))).toEqual([]);
    expect(bodies.filter((body) => body.includes(TYPEBOX_MARK))).toEqual([]);
    // the markers are what the app's own scripts hold
    expect(scripts.some((script) => APP_CHUNK.test(script.url()))).toBe(false);
  });

  it('fetches the app once signed in, react-admin in it, and shows the page asked for', async () => {
    const visit = await session.browser.newPage();
    const fetched: string[] = [];
    visit.on('response', (response) => {
      if (response.request().resourceType() === 'script') fetched.push(response.url());
    });
    try {
      await visit.goto(`${session.server.baseUrl}/payment`);
      await visit.waitForURL('**/login');
      await visit.locator('input[name="username"]').waitFor(SOON);
      expect(fetched.filter((url) => APP_CHUNK.test(url))).toEqual([]);
      const appCode = visit.waitForResponse((response) => APP_CHUNK.test(response.url()), SOON);
      await submitLogin(visit, E2E_ADMIN);
      await appCode;
      await visit.waitForURL((url) => url.pathname === '/payment', SOON);
      await visit.getByRole('heading', { level: 1, name: 'การชำระเงิน' }).waitFor(SOON);
      const bodies = await Promise.all(fetched.map(async (url) => (await fetch(url)).text()));
      expect(bodies.some((body) => body.includes(REACT_ADMIN_MARK))).toBe(true);
    } finally {
      await visit.close();
    }
  }, 90_000);

  it("fetches a screen's code when the screen opens, brotli-compressed and immutable", async () => {
    const shellCode = (name: string) =>
      session.page.waitForResponse((response) => new RegExp(`/assets/${name}-`).test(response.url()), {
        timeout: 30_000,
      });
    const layoutAndHome = Promise.all([shellCode('app'), shellCode('HomePage')]);
    await submitLogin(session.page, E2E_ADMIN);
    await layoutAndHome;
    await session.page.waitForLoadState('networkidle');
    // signed in, on Home: the layout and Home came, the payments screen's code has not
    expect(scripts.some((script) => PAYMENTS_CHUNK.test(script.url()))).toBe(false);

    const paymentsCode = session.page.waitForResponse((response) => PAYMENTS_CHUNK.test(response.url()), {
      timeout: 30_000,
    });
    await session.page.locator('a[href="/payment"]').click();
    const chunk = await paymentsCode;
    const headers = await chunk.allHeaders();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await session.page.waitForURL((url) => url.pathname === '/payment');
  }, 90_000);

  it("asks for a signed-in page's layout and screen with the token check, not after its answer", async () => {
    // the tab signed in above: its token is in storage
    await session.page.goto('about:blank');
    const events: string[] = [];
    session.page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
    session.page.on('requestfinished', (request) => events.push(`answered ${new URL(request.url()).pathname}`));
    await session.page.goto(`${session.server.baseUrl}/payment`);
    await session.page.getByRole('heading', { level: 1, name: 'การชำระเงิน' }).waitFor(SOON);
    await session.page.locator('tbody tr').first().waitFor(SOON);
    const when = (pattern: RegExp) => events.findIndex((event) => pattern.test(event));
    // left to rendering, the layout waited for the check's answer and the screen for the layout (src/shell/firstScreen.ts)
    expect(when(/^asked \/assets\/app-/)).toBeLessThan(when(/^answered .*\/check-token$/));
    expect(when(/^asked \/assets\/shared-/)).toBeLessThan(when(/^answered .*\/check-token$/));
    // the route guard took that check's answer instead of asking again
    expect(events.filter((event) => /^asked .*\/check-token$/.test(event))).toHaveLength(1);
  }, 90_000);

  it("fetches a signed-in screen's code in a few scripts, and the login page's in fewer", async () => {
    // the tab signed in above: its token is in storage; an empty cache, as on a first visit
    const cdp = await session.page.context().newCDPSession(session.page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await session.page.goto('about:blank');
    const fetched: string[] = [];
    const listen = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    };
    session.page.on('request', listen);
    await session.page.goto(`${session.server.baseUrl}/payment`);
    await session.page.locator('tbody tr').first().waitFor(SOON);
    session.page.off('request', listen);
    // each script costs a phone a round trip: the entry, the bundler's runtime and the shell's script on both;
    // the app's start, the code screens share, the screen's own and its row actions once signed in; the contact
    // QR code's library on the login page (scripts/chunkByStage.ts)
    expect(fetched.length, fetched.join('\n')).toBeLessThanOrEqual(SIGNED_IN_SCRIPTS);
    expect(loginScripts.length, loginScripts.join('\n')).toBeLessThanOrEqual(LOGIN_SCRIPTS);
  }, 90_000);

  it('revalidates the page itself', async () => {
    expect((await loginPage?.allHeaders())?.['cache-control']).toBe('no-cache');
  });

  it('answers gzip to a client that takes only gzip, and the plain file to one that takes nothing', async () => {
    const [script] = scripts;
    const url = script.url();
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // the same script either way (fetch undoes the gzip)
    expect(await gzip.text()).toBe(await plain.text());
    const compressedSize = Number((await script.allHeaders())['content-length'] ?? 0);
    const plainSize = Number(plain.headers.get('content-length'));
    expect(compressedSize).toBeGreaterThan(0);
    expect(compressedSize).toBeLessThan(plainSize / 2);
  });

  // last: once the tab has gone on to more pages, Chromium no longer has the raw headers the gzip test reads
  it('carries the English catalogue only to an admin who chooses English', async () => {
    const fetched: string[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') fetched.push(response.url());
    };
    session.page.on('response', collect);
    try {
      await session.page.goto(`${session.server.baseUrl}/payment`);
      await session.page.locator('tbody tr').first().waitFor(SOON);
      await session.page.waitForLoadState('networkidle');
      const holdsEnglish = async () => {
        const bodies = await Promise.all(fetched.map(async (url) => (await fetch(url)).text()));
        return bodies.some((body) => body.includes(ENGLISH_MARK));
      };
      expect(fetched.length).toBeGreaterThan(0);
      expect(await holdsEnglish()).toBe(false);
      await session.page.locator('header button', { hasText: 'ไทย' }).first().click();
      await session.page.getByRole('menuitem', { name: 'English' }).click();
      await session.page.getByRole('heading', { level: 1, name: enAppMessages.app.screen.payments }).waitFor(SOON);
      expect(await holdsEnglish()).toBe(true);
    } finally {
      session.page.off('response', collect);
      await session.page.evaluate(() => localStorage.removeItem('RaStoreMatchdayAdmin.locale'));
    }
  }, 90_000);
});
