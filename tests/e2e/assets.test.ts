/**
 * How the built SPA travels (issue: fast on a real network): Chromium loading the login page over the real server
 * receives every script brotli-compressed from the build's precompressed copies, hashed assets cached for a
 * year as immutable and index.html revalidated; a client that accepts only gzip gets gzip, one that accepts
 * nothing gets the plain file. The Thai font comes from our own origin.
 */
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('the built SPA on the wire', () => {
  let server: RunningServer;
  let browser: Browser;
  const scripts: Response[] = [];
  const fonts: Response[] = [];
  let page: Response | null = null;
  let thaiRendersInSarabun = false;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const tab = await browser.newPage();
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
