/**
 * At 1024 px, the narrowest window the admin is made for, no screen scrolls sideways and nothing sticks out
 * past the window's edge: a table wider than its card scrolls inside its own box (src/shell/layout/AppLayout.tsx,
 * src/kit/TableScroller.tsx). Before, the edit-game-week page was 1,610 px wide and the team page 1,545.
 * The game-week detail's points table fits without scrolling sideways: its shirt number and position fold under
 * the player's name, so the name, every point field and Save are in view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SOON } from './support/browser';
import { browserSession } from './support/browserSession';
import { SCREENS } from './support/screens';

const WIDTH = 1024;

/** The page's sideways overflow, and each visible element past the window's right edge outside a scroll box. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const windowWidth = document.documentElement.clientWidth;
    const insideScrollBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && box.getBoundingClientRect().right <= windowWidth + 1) {
          return true;
        }
      }
      return false;
    };
    const stickingOut = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > windowWidth + 1 && !insideScrollBox(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
    return { pageOverflow: document.documentElement.scrollWidth - windowWidth, stickingOut: stickingOut.slice(0, 3) };
  });
}

describe(`every screen at ${WIDTH} px`, () => {
  const session = browserSession({ page: { viewport: { width: WIDTH, height: 768 } }, signInAt: '/' });

  // the walk's time grows with the screens it walks
  it('fits the window: wide tables scroll inside their own box', { timeout: SCREENS.length * 8_000 }, async () => {
    const problems: string[] = [];
    for (const path of SCREENS.slice(1)) {
      await session.page.goto(`${session.server.baseUrl}${path}`);
      await session.page.waitForLoadState('networkidle');
      const { pageOverflow, stickingOut } = await overflowOf(session.page);
      if (pageOverflow > 0) problems.push(`${path}: the page is ${pageOverflow} px wider than the window`);
      if (stickingOut.length > 0) problems.push(`${path}: past the window's edge: ${stickingOut.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it("fits the points table: a player's name, points and Save in view without scrolling sideways", async () => {
    await session.page.goto(`${session.server.baseUrl}/edit-game-week/1`);
    const row = session.page.locator('tr[data-row-id]').first();
    // the first cell with letters: the shirt number's column is folded under the name at this width
    const name = row.locator('td', { hasText: /\p{L}{2}/u }).first();
    const lastPoint = row.locator('input').last();
    const save = row.getByRole('button', { name: /^บันทึก / });
    await save.waitFor(SOON);
    const scroller = session.page.locator('.MuiTableContainer-root', { has: row });
    const [nameBox, pointBox, saveBox, scrollerBox] = await Promise.all([
      name.boundingBox(),
      lastPoint.boundingBox(),
      save.boundingBox(),
      scroller.boundingBox(),
    ]);
    expect(await scroller.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
    const right = Math.min((scrollerBox?.x ?? 0) + (scrollerBox?.width ?? 0), WIDTH) + 1;
    expect(nameBox?.x ?? -1).toBeGreaterThanOrEqual((scrollerBox?.x ?? 0) - 1);
    expect((pointBox?.x ?? WIDTH) + (pointBox?.width ?? 0)).toBeLessThanOrEqual(saveBox?.x ?? 0);
    expect((saveBox?.x ?? WIDTH) + (saveBox?.width ?? 0)).toBeLessThanOrEqual(right);
  }, 60_000);
});
