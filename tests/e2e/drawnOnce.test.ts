/**
 * A list screen opened by its address is drawn once with its rows, and not again in bulk just after: a second
 * drawing of the whole screen (react-admin setting its routes again, a guard's answer changing under the router)
 * costs as much as the first and, in the same task, holds the rows from the screen until it is done.
 *
 * React tells a developer tool about every commit through the hook the tool installs before the page runs; this
 * one counts, per commit, the components that rendered in it (those React marked as having done work in a fiber
 * new to the tree), which is how the React developer tools tell what rendered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_INFO_KEY } from '../../src/api/tokenStore';
import { SOON } from './support/browser';
import { browserSession } from './support/browserSession';

interface Commit {
  at: number;
  rendered: number;
  rows: boolean;
}

/** Plain text, as it runs before any of the page's code (and a compiled function would carry its helpers). */
const COUNT_COMMITS = `
window.commits = [];
let previous = new Set();
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const PERFORMED_WORK = 1;
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject() { return 1; },
  checkDCE() {},
  onScheduleFiberRoot() {},
  onPostCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onCommitFiberRoot(_, root) {
    const seen = new Set();
    let rendered = 0;
    const walk = (fiber) => {
      for (; fiber; fiber = fiber.sibling) {
        seen.add(fiber);
        const fresh = !previous.has(fiber) && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK));
        if (fresh && COMPONENT_TAGS.has(fiber.tag)) rendered++;
        walk(fiber.child);
      }
    };
    walk(root.current.child);
    previous = seen;
    const rows = Array.from(document.querySelectorAll('#root tbody tr td')).some((cell) => /^\\d+$/.test(cell.textContent || ''));
    window.commits.push({ at: performance.now(), rendered, rows });
  },
};
`;

/** How long after the rows a drawing still counts as part of opening the screen. */
const OPENING_MS = 1_000;
/** What the screen may draw again, together, in that time: small parts (a form, a tooltip, a spinner). */
const REDRAWN_AT_MOST = 0.2;

describe('a list screen opened by its address', () => {
  const session = browserSession({
    page: { viewport: { width: 1366, height: 768 } },
    signInAt: '/',
    watch: (page) => void page.addInitScript({ content: COUNT_COMMITS }),
  });

  // an admin coming back, whose role the app knows from the start (the first page after signing in learns it)
  beforeAll(async () => {
    await session.page.waitForFunction((key) => localStorage.getItem(key) !== null, USER_INFO_KEY, SOON);
  });

  it.each(['/payment', '/userdetail'])('draws %s with its rows once, not again in bulk', async (path) => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}${path}`);
    await page.locator('#root tbody tr td').first().waitFor(SOON);
    await page.waitForTimeout(OPENING_MS);
    const commits = await page.evaluate(() => (window as unknown as { commits: Commit[] }).commits);
    const first = commits.findIndex((commit) => commit.rows);
    expect(first).toBeGreaterThanOrEqual(0);
    const drawn = commits[first];
    const redrawn = commits
      .slice(first + 1)
      .filter((commit) => commit.at - drawn.at <= OPENING_MS)
      .reduce((sum, commit) => sum + commit.rendered, 0);
    expect(drawn.rendered).toBeGreaterThan(1000);
    expect(redrawn / drawn.rendered).toBeLessThan(REDRAWN_AT_MOST);
  });
});
