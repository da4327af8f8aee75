/**
 * How the built SPA travels (issue: fast on a real network): Chromium loading the login page over the real server
 * receives every script brotli-compressed from the build's precompressed copies, hashed assets cached for a
 * year as immutable and index.html revalidated; a client that accepts only gzip gets gzip, one that accepts
 * nothing gets the plain file. The Thai font comes from our own origin. The login page fetches the shell only;
 * a screen's code comes when the screen opens (code splitting along routes).
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, submitLogin } from './support/browser';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server';

/** Chunks that hold a screen's code (named after their module by the bundler), never the login page's. */
const SCREEN_CHUNKS =
  /\/assets\/(AppLayout|HomePage|GeneratedList|GeneratedForm|PaymentsList|MembersList|GameWeekDetailPage|SettingsPage)-/;
const PAYMENTS_CHUNK = /\/assets\/PaymentsList-[^/]+\.js$/;

describe('the built SPA on the wire', () => {
  let server: RunningServer;
  let browser: Browser;
  const scripts: Response[] = [];
  const fonts: Response[] = [];
  let page: Response | null = null;
  let thaiRendersInSarabun = false;
  let tab: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    tab = await browser.newPage();
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
      if (response.request().resourceType() === 'font') fonts.push(response);
    });
    // the Thai file is asked for once the page lays out Thai text, which may be after the network went idle
    const thaiFont = tab.waitForResponse((response) => response.url().includes('sarabun-thai'), { timeout: 30_000 });
    page = await tab.goto(`${server.baseUrl}/login`);
    await tab.waitForLoadState('networkidle');
    await thaiFont;
    thaiRendersInSarabun = await tab.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Sarabun', 'ชื่อผู้ใช้');
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends every script brotli-compressed, cached for a year as immutable', async () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(new URL(script.url()).origin).toBe(server.baseUrl);
      expect(headers['content-encoding'], script.url()).toBe('br');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('loads its Thai font, Sarabun, from our own origin: only the subsets the page uses', async () => {
    expect(thaiRendersInSarabun).toBe(true);
    const urls = fonts.map((font) => new URL(font.url()));
    expect(urls.some((url) => url.pathname.includes('sarabun-thai'))).toBe(true);
    for (const url of urls) expect(url.origin).toBe(server.baseUrl);
    // the Vietnamese and Latin-ext files are left alone by a Thai and English page
    expect(urls.some((url) => url.pathname.includes('vietnamese'))).toBe(false);
    for (const font of fonts) expect((await font.allHeaders())['cache-control']).toContain('immutable');
  });

  it("fetches only the shell on the login page: no screen's code", () => {
    const urls = scripts.map((script) => script.url());
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => SCREEN_CHUNKS.test(url))).toEqual([]);
  });

  it("fetches a screen's code when the screen opens, brotli-compressed and immutable", async () => {
    const shellCode = (name: string) =>
      tab.waitForResponse((response) => new RegExp(`/assets/${name}-`).test(response.url()), { timeout: 30_000 });
    const layoutAndHome = Promise.all([shellCode('AppLayout'), shellCode('HomePage')]);
    await submitLogin(tab, E2E_ADMIN);
    await layoutAndHome;
    await tab.waitForLoadState('networkidle');
    // signed in, on Home: the layout and Home came, the payments screen's code has not
    expect(scripts.some((script) => PAYMENTS_CHUNK.test(script.url()))).toBe(false);

    const paymentsCode = tab.waitForResponse((response) => PAYMENTS_CHUNK.test(response.url()), { timeout: 30_000 });
    await tab.locator('a[href="/payment"]').click();
    const chunk = await paymentsCode;
    const headers = await chunk.allHeaders();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await tab.waitForURL((url) => url.pathname === '/payment');
  }, 90_000);

  it('revalidates the page itself', async () => {
    expect((await page?.allHeaders())?.['cache-control']).toBe('no-cache');
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
});
