/**
 * At 1024 px, the narrowest window the admin is made for, no screen scrolls sideways and nothing sticks out
 * past the window's edge: a table wider than its card scrolls inside its own box (src/shell/layout/AppLayout.tsx,
 * src/kit/TableScroller.tsx). Before, the edit-game-week page was 1,610 px wide and the team page 1,545.
 * In the game-week detail's points table, the name and the Save button stay in view as it scrolls.
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

  it("keeps a player's name and Save in view while the points table scrolls sideways", async () => {
    await session.page.goto(`${session.server.baseUrl}/edit-game-week/1`);
    const row = session.page.locator('tr[data-row-id]').first();
    const name = row.locator('td').nth(1);
    const save = row.getByRole('button', { name: /^บันทึก / });
    await save.waitFor(SOON);
    const scroller = session.page.locator('.MuiTableContainer-root', { has: row });
    const inView = async () => {
      const [nameBox, saveBox, scrollerBox] = await Promise.all([
        name.boundingBox(),
        save.boundingBox(),
        scroller.boundingBox(),
      ]);
      return (
        nameBox !== null &&
        saveBox !== null &&
        scrollerBox !== null &&
        nameBox.x >= scrollerBox.x - 1 &&
        saveBox.x + saveBox.width <= Math.min(scrollerBox.x + scrollerBox.width, WIDTH) + 1
      );
    };
    // the table is wider than its box at this width, so there is something to scroll
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await inView()).toBe(true);
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    expect(await inView()).toBe(true);
  }, 60_000);
});
