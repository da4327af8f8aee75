/**
 * Every screen, opened with a full page load, signed in, at a laptop's size, once its requests have settled:
 * - it did not jump while it loaded: the layout shifts the browser recorded without an input before them add up
 *   to under 0.1. The sum of every shift is at least the page's cumulative layout shift as Lighthouse reports it
 *   (its largest window of shifts), so a sum under the target holds it.
 * - it does no more work: no endless animation runs, as one restyles the page every frame, hidden or not, and
 *   takes the main thread from everything else while the page loads.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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

/** The running animations that never end, named by their element's classes. */
function endlessAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${target?.tagName ?? '?'} ${target?.getAttribute('class') ?? ''}`;
      }),
  );
}

interface ScreenLoad {
  shift: number;
  endless: string[];
}

describe('every screen', () => {
  const session = browserSession({ page: { viewport: { width: 1366, height: 768 } }, signInAt: '/' });
  const loads: Record<string, ScreenLoad> = {};

  beforeAll(async () => {
    for (const path of SCREENS.slice(1)) {
      await session.page.goto(`${session.server.baseUrl}${path}`);
      await session.page.waitForLoadState('networkidle', SOON);
      loads[path] = {
        shift: Math.round((await shiftSum(session.page)) * 1000) / 1000,
        endless: await endlessAnimations(session.page),
      };
    }
  }, SCREENS.length * 10_000);

  it(`shifts its layout by less than ${TARGET} while it loads`, () => {
    const jumping = Object.entries(loads).filter(([, load]) => load.shift >= TARGET);
    expect(jumping, JSON.stringify(loads)).toEqual([]);
    expect(Object.keys(loads)).toHaveLength(SCREENS.length - 1);
  });

  it('runs no endless animation once it has loaded', () => {
    const animating = Object.entries(loads).filter(([, load]) => load.endless.length > 0);
    expect(animating).toEqual([]);
    expect(Object.keys(loads)).toHaveLength(SCREENS.length - 1);
  });
});
