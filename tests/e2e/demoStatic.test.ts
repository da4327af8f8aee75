/**
 * The static demo: `npm run build:demo`'s folder, served below a sub-path by the plainest file server (no
 * rewrites, no server of ours), walked through like `npm run demo`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { launchBrowser, watchPageProblems } from './support/browser';
import { walkThroughTheDemo } from './support/demoJourney';
import { buildStaticDemo, type RunningSite, serveStatically } from './support/demoSites';

describe('the static demo build on a plain file server in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    site = await serveStatically(await buildStaticDemo(), 'matchday-demo');
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
