/**
 * A cold HTTP cache every run, the session already in storage, as an operator coming back finds it. The scripts a
 * page loaded are read back from the build and gzipped, so the gzip budgets hold whatever encoding travelled.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { startE2eServer } from '../../tests/e2e/support/server';
import { type KeptSession, keepSession, keptSession } from '../support/keptSession';
import { buildSpa, SPA_DIR } from '../support/spaBuild';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export type Preset = 'mobile' | 'desktop';

export interface PageToMeasure {
  name: string;
  path: string;
  signedIn: boolean;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** milliseconds, except cls */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** the page's scripts as built, gzipped */
  jsGzipBytes: number;
}

export interface PageFigures extends PageToMeasure {
  preset: Preset;
  runs: LighthouseRun[];
  /** why each run that measured nothing failed; the median is of the others */
  failures: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The gzipped size of the build's scripts that a run fetched (names from Lighthouse's network requests). */
function scriptsGzipBytes(spaDir: string, urls: string[]): number {
  return urls
    .map((url) => new URL(url).pathname)
    .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'))
    .reduce((sum, pathname) => sum + gzipSync(readFileSync(path.join(spaDir, pathname))).length, 0);
}

export async function prepare(page: Page, baseUrl: string, session: KeptSession | null) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await keepSession(page, baseUrl, session);
  await page.goto('about:blank');
}

export async function measureOnce(
  page: Page,
  port: number,
  url: string,
  preset: Preset,
  spaDir: string,
): Promise<LighthouseRun> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // the session set in prepare() must stay; prepare() empties the HTTP cache instead
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
  if (!result) throw new Error('Lighthouse gave no result');
  // a page Lighthouse could not measure (no paint in time, a crashed tab) scores 0 everywhere: a failed run, not a figure
  const failed = result.lhr.runtimeError;
  if (failed) throw new Error(`Lighthouse could not measure the page: ${failed.code}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) =>
    Math.round((audits[id]?.numericValue ?? 0) * (id === 'cumulative-layout-shift' ? 1000 : 1));
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift') / 1000,
    speedIndex: numeric('speed-index'),
    jsGzipBytes: scriptsGzipBytes(
      spaDir,
      (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url),
    ),
  };
}

export async function measureWithLighthouse(
  pages: PageToMeasure[],
  presets: Preset[],
  runs: number,
  log: (line: string) => void,
): Promise<PageFigures[]> {
  // the benchmark's own production build (never dist/, which others' runs may be rebuilding)
  buildSpa();
  const server = await startE2eServer({ SPA_DIR });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const session = await keptSession(server.baseUrl, await server.signIn());
    const figures: PageFigures[] = [];
    for (const preset of presets) {
      for (const target of pages) {
        const figure: PageFigures = { ...target, preset, runs: [], failures: [] };
        figures.push(figure);
        for (let run = 0; run < runs; run++) {
          const page = await browser.newPage();
          try {
            await prepare(page, server.baseUrl, target.signedIn ? session : null);
            const measured = await measureOnce(page, chrome.port, `${server.baseUrl}${target.path}`, preset, SPA_DIR);
            figure.runs.push(measured);
            log(`${preset} ${target.name} run ${run + 1}: performance ${measured.performance}, LCP ${measured.lcp} ms`);
          } catch (error) {
            const failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
            figure.failures.push(failure);
            log(`${preset} ${target.name} run ${run + 1}: ${failure}`);
          } finally {
            await page.close();
          }
        }
      }
    }
    await browser.disconnect();
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
