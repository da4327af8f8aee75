/**
 * `npm run demo` exactly as the README gives it: Vite's dev server in demo mode on a free port, the API
 * answered in the browser by MSW. No server of ours runs.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { launchBrowser, watchPageProblems } from './support/browser';
import { walkThroughTheDemo } from './support/demoJourney';
import { type RunningSite, startDemoDevServer } from './support/demoSites';

describe('npm run demo (the dev server) in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    site = await startDemoDevServer();
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
