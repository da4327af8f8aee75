/**
 * No screen jumps while it loads (layout shift under 0.1 on every screen): each screen is opened with a
 * full page load, signed in, at a laptop's size, and once its requests have settled the layout shifts the browser
 * recorded without an input before them are added up. The sum of every shift is at least the page's cumulative
 * layout shift as Lighthouse reports it (its largest window of shifts), so a sum under the target holds it.
 * Before, the members screen scored 0.25 to 0.5: its list pushed the ticket cards below it down on arrival.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SOON } from './support/browser';
import { browserSession } from './support/browserSession';
import { SCREENS } from './support/screens';

const TARGET = 0.1;

/** Every layout shift the page recorded so far without an input just before it, added up. */
function shiftSum(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // buffered entries are delivered in the observer's first callback, before the next frame's timers
        setTimeout(() => resolve(sum), 100);
      }),
  );
}

describe('every screen while it loads', () => {
  const session = browserSession({ page: { viewport: { width: 1366, height: 768 } }, signInAt: '/' });

  it(`shifts its layout by less than ${TARGET}`, { timeout: SCREENS.length * 10_000 }, async () => {
    const shifts: Record<string, number> = {};
    for (const path of SCREENS.slice(1)) {
      await session.page.goto(`${session.server.baseUrl}${path}`);
      await session.page.waitForLoadState('networkidle', SOON);
      shifts[path] = Math.round((await shiftSum(session.page)) * 1000) / 1000;
    }
    const jumping = Object.entries(shifts).filter(([, shift]) => shift >= TARGET);
    expect(jumping, JSON.stringify(shifts)).toEqual([]);
  });
});
