/**
 * The pages take turns within every run, so a moment of load on the shared machine falls on all of them alike.
 * Every load starts with an empty HTTP cache.
 */
import * as chromeLauncher from 'chrome-launcher';
import type { Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH, launchBrowser } from '../../tests/e2e/support/browser';
import { CHROMIUM_FLAGS, type LighthouseRun, measureOnce, type Preset, prepare } from '../lighthouse/measure';
import { type KeptSession, keepSession } from '../support/keptSession';

export interface FloorPage {
  name: string;
  baseUrl: string;
  path: string;
  /** what the browser keeps when the page opens; null opens it signed out */
  session: KeptSession | null;
  /** the build it serves, whose scripts are weighed */
  spaDir: string;
  /** a page with a list: its first row is timed */
  hasRows: boolean;
}

export interface MeasuredRuns<Run> {
  runs: Run[];
  /** why each run that measured nothing failed */
  failures: string[];
}

const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

export async function lighthouseTurns(
  pages: readonly FloorPage[],
  presets: readonly Preset[],
  runs: number,
  log: (line: string) => void,
): Promise<Map<string, MeasuredRuns<LighthouseRun>>> {
  const measured = new Map<string, MeasuredRuns<LighthouseRun>>();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (let run = 0; run < runs; run++) {
      for (const preset of presets) {
        for (const target of pages) {
          const key = `${target.name} ${preset}`;
          const figure = measured.get(key) ?? { runs: [], failures: [] };
          measured.set(key, figure);
          // a run Lighthouse could not measure (no navigation in its trace, a protocol timeout) is tried once more
          for (let attempt = 1; attempt <= 2; attempt++) {
            const page = await browser.newPage();
            try {
              await prepare(page, target.baseUrl, target.session);
              const url = `${target.baseUrl}${target.path}`;
              const result = await measureOnce(page, chrome.port, url, preset, target.spaDir);
              figure.runs.push(result);
              log(
                `${key} run ${run + 1}: performance ${result.performance}, LCP ${result.lcp} ms, TBT ${result.tbt} ms`,
              );
              break;
            } catch (error) {
              if (attempt === 2) figure.failures.push(reason(error));
              log(`${key} run ${run + 1}, attempt ${attempt}: ${reason(error)}`);
            } finally {
              await page.close();
            }
          }
        }
      }
    }
    await browser.disconnect();
    return measured;
  } finally {
    chrome.kill();
  }
}

/**
 * Milliseconds from the navigation's start to the first table row holding a whole number (an id, a shirt
 * number), as the page itself saw it: a mutation observer notes it the moment it is in the document. Plain text,
 * as a compiled function would carry the compiler's helpers into the page.
 */
const WATCH_FIRST_ROW = `
new MutationObserver((_, observer) => {
  const cells = document.querySelectorAll('tbody tr td');
  if (Array.from(cells).some((cell) => /^\\d+$/.test(cell.textContent || ''))) {
    window.firstRowMs = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
`;

async function firstRowOnce(page: Page, target: FloorPage): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await keepSession(page, target.baseUrl, target.session);
  await page.goto(`${target.baseUrl}${target.path}`);
  // a function, not text: the page's CSP refuses to evaluate text
  const handle = await page.waitForFunction(() => (window as { firstRowMs?: number }).firstRowMs, undefined, {
    timeout: 30_000,
  });
  const ms = (await handle.jsonValue()) as number;
  // leaving a page aborts its token check in flight, and the SPA signs out on a failed check
  await page.waitForLoadState('networkidle');
  return ms;
}

export async function firstRowTurns(
  pages: readonly FloorPage[],
  loads: number,
  log: (line: string) => void,
): Promise<Map<string, MeasuredRuns<number>>> {
  const measured = new Map<string, MeasuredRuns<number>>();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await page.addInitScript({ content: WATCH_FIRST_ROW });
    for (let load = 0; load < loads; load++) {
      for (const target of pages.filter((p) => p.hasRows)) {
        const figure = measured.get(target.name) ?? { runs: [], failures: [] };
        measured.set(target.name, figure);
        try {
          const ms = Math.round(await firstRowOnce(page, target));
          figure.runs.push(ms);
          log(`${target.name} first row, load ${load + 1}: ${ms} ms`);
        } catch (error) {
          figure.failures.push(reason(error));
          log(`${target.name} first row, load ${load + 1}: ${reason(error)}`);
        }
      }
    }
    return measured;
  } finally {
    await browser.close();
  }
}
