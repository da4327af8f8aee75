/**
 * The SPA's share of the benchmark: the production bundle (built with `vite build` into a directory of
 * its own, never dist/) read file by file, and the time headless Chromium takes from navigation to the
 * first rendered row of a list, against the real server.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { BENCH_ADMIN, ROOT } from './processes';

export const SPA_DIR = '/tmp/bench-dist';

export interface BundleFigures {
  buildMs: number;
  /** gzipped bytes of the scripts index.html loads (entry and modulepreloads) */
  initialJsGzip: number;
  initial: { file: string; bytes: number; gzip: number }[];
  lazy: { file: string; bytes: number; gzip: number }[];
}

export function buildSpa(): BundleFigures {
  const started = performance.now();
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--outDir', SPA_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
  const buildMs = performance.now() - started;
  // The server rebuilds when a source is newer than the build; others edit src/ while this runs, and a
  // rebuild inside a measured start would be measured. Dating the build a day ahead keeps it "fresh".
  const ahead = new Date(Date.now() + 86_400_000);
  utimesSync(join(SPA_DIR, 'index.html'), ahead, ahead);
  const html = readFileSync(join(SPA_DIR, 'index.html'), 'utf8');
  const initialNames = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/assets\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
  const files = readdirSync(join(SPA_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(SPA_DIR, 'assets', file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  const initial = files.filter((f) => initialNames.has(f.file));
  return {
    buildMs,
    initialJsGzip: initial.reduce((sum, f) => sum + f.gzip, 0),
    initial,
    lazy: files.filter((f) => !initialNames.has(f.file)),
  };
}

export interface FirstRowFigures {
  screen: string;
  path: string;
  runsMs: number[];
  /** why it could not be measured (a screenshot is in bench/results/) */
  error?: string;
}

/**
 * Signs in once through the login page, then per run navigates to the screen (a full page load: the
 * SPA's scripts, the token check and the list request) and waits for a table cell holding a number.
 */
export async function measureFirstRows(
  baseUrl: string,
  screens: { screen: string; path: string }[],
  runs: number,
): Promise<FirstRowFigures[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill(BENCH_ADMIN.username);
    await page.locator('input[name="password"]').fill(BENCH_ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home', { timeout: 30_000 });
    // Leaving a page while its check-token is in flight aborts it, and the SPA signs out on a failed
    // check: every navigation away waits for the page's requests to finish first.
    await page.waitForLoadState('networkidle');
    const figures: FirstRowFigures[] = screens.map((s) => ({ ...s, runsMs: [] }));
    for (let run = 0; run < runs; run++) {
      for (const figure of figures) {
        if (figure.error) continue;
        await page.goto('about:blank');
        const started = performance.now();
        try {
          await page.goto(`${baseUrl}${figure.path}`);
          await page
            .locator('tbody tr td')
            .filter({ hasText: /^\d+$/ })
            .first()
            .waitFor({ state: 'visible', timeout: 20_000 });
          figure.runsMs.push(performance.now() - started);
          await page.waitForLoadState('networkidle');
        } catch (error) {
          figure.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
          await page.screenshot({ path: join(ROOT, 'bench', 'results', `first-row-${figure.screen}.png`) });
        }
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}
