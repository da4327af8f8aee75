/**
 * `npm run demo`: the SPA alone, its API answered by MSW in the browser from the shared fixtures.
 * No server of ours runs here: only Vite serving the SPA in demo mode.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SOON, screenshot, watchPageProblems } from './support/browser';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('npm run demo in Chromium', () => {
  let vite: ChildProcess;
  let outDir: string;
  let browser: Browser;
  let page: Page;
  let baseUrl: string;
  let problems: string[];
  const apiAnswers: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // The demo as `vite --mode demo` builds it, served by `vite preview`: the dev server's first-visit
    // dependency optimisation reloads the page mid-test on a fresh checkout, which the built bundle never does.
    const viteBin = path.join(root, 'node_modules', '.bin', 'vite');
    outDir = mkdtempSync(path.join(tmpdir(), 'matchday-demo-'));
    const build = spawnSync(viteBin, ['build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`demo build failed:\n${build.stdout}\n${build.stderr}`);
    vite = spawn(
      viteBin,
      ['preview', '--mode', 'demo', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    vite.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`vite did not start:\n${output}`)), 60_000);
      const poll = setInterval(() => {
        if (output.includes(String(port))) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve();
        }
      }, 100);
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    problems = watchPageProblems(page);
    page.on('response', (response) => {
      if (response.url().includes('/api/') || response.status() >= 400) {
        apiAnswers.push(`${response.status()} ${response.url()}`);
      }
    });
  });
  afterAll(async () => {
    await browser?.close();
    vite?.kill('SIGTERM');
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('signs in with the demo credentials and shows the demo banner, with no server behind it', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByText('Login successful').count(), SOON).toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home', SOON);
    await expect.poll(() => page.getByText('โหมดสาธิต', { exact: false }).count(), SOON).toBeGreaterThan(0);
    await screenshot(page, 'demo-home');
    // The answers came from the service worker: nothing listens for /api on this port but Vite.
    expect(apiAnswers.some((answer) => answer.startsWith('200') && answer.includes('/api/admin/v1/login'))).toBe(true);
  });

  it("draws the payments' QR codes in the browser as PNG images that it can decode", async () => {
    await page.goto(`${baseUrl}/payment`);
    const qrImages = page.locator('tbody tr img');
    await expect.poll(() => qrImages.count(), SOON).toBe(20);
    expect(await qrImages.first().getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // decode() rejects an image the browser cannot read
    const widths = await qrImages.evaluateAll((images: HTMLImageElement[]) =>
      Promise.all(images.map((image) => image.decode().then(() => image.naturalWidth))),
    );
    expect(widths.every((width) => width > 100)).toBe(true);
  });

  it('refuses a wrong password like the server does', async () => {
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('wrong');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByText('Invalid username or password').count(), SOON).toBeGreaterThan(0);
  });

  it('ran without page errors', () => {
    const unexpected = problems.filter((problem) => !/401 \(Unauthorized\)/.test(problem));
    expect(unexpected, apiAnswers.join('\n')).toEqual([]);
  });
});
