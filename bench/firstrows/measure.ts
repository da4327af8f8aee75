import { join } from 'node:path';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { BENCH_ADMIN } from '../scale/processes';

export interface ScreenToMeasure {
  screen: string;
  path: string;
}

export interface FirstRowFigures extends ScreenToMeasure {
  runsMs: number[];
  /** why it could not be measured (a screenshot is in the results folder) */
  error?: string;
}

/** Each run is a full page load: the SPA's scripts, the token check and the list request. */
export async function measureFirstRows(
  baseUrl: string,
  screens: ScreenToMeasure[],
  runs: number,
  resultsDir: string,
): Promise<FirstRowFigures[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill(BENCH_ADMIN.username);
    await page.locator('input[name="password"]').fill(BENCH_ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home', { timeout: 30_000 });
    // leaving a page aborts its check-token in flight, and the SPA signs out on a failed check
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
          await page.screenshot({ path: join(resultsDir, `first-row-${figure.screen}.png`) });
        }
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}
