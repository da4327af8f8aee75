/**
 * Every declared column can be reached at the widths an operator uses. At 1366 px each generated list's column
 * headers, the points grid's point fields and Total, and the season editor's key columns sit inside the table's
 * box without scrolling, and the pinned actions column covers none of them (the element at a header's centre is
 * that header); the editor's other columns fold into its rows' expand panels. At 1024 px a column that does not
 * fit folds into the row's expand panel, which shows it. In Thai and in English, whose labels differ in length.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POINT_FIELDS } from '../../contract/rules/scoring';
import { DEMO_SEASON_ID } from '../../fixtures/constants';
import { capabilitiesOf } from '../../src/kit/capabilities';
import { listedFields } from '../../src/kit/columns';
import { declaredResources } from '../../src/screens';
import { editGameWeekPath } from '../../src/screens/gameWeekPoints';
import { seasonEditPlayerPath } from '../../src/screens/seasonPlayers';
import { PLAYER_COLUMNS } from '../../src/screens/seasonPlayers/playerDraft';
import { SOON, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';
import { listPage } from './support/listPages';

const ENGLISH = () => localStorage.setItem('RaStoreMatchdayAdmin.locale', JSON.stringify('en'));

/** Game week 2 of the demo is played: its grid has rows. */
const PLAYED_GAME_WEEK = 2;

interface Screen {
  path: string;
  columns: string[];
  /** the columns that may fold at 1366 px: the season editor's eighteen do not fit, its key ones stay */
  foldAt1366: string[];
}

const lists: Screen[] = declaredResources
  .filter((declaration) => capabilitiesOf(declaration.name).canList)
  .map((declaration) => ({
    path: listPage(declaration),
    columns: listedFields(declaration).map((field) => field.source),
    foldAt1366: [],
  }));

const grids: Screen[] = [
  { path: editGameWeekPath(PLAYED_GAME_WEEK), columns: [...POINT_FIELDS, 'total'], foldAt1366: [] },
  {
    path: seasonEditPlayerPath(DEMO_SEASON_ID),
    columns: PLAYER_COLUMNS.map((column) => column.key),
    foldAt1366: PLAYER_COLUMNS.filter((column) => !column.priority).map((column) => column.key),
  },
];

interface Placement {
  column: string;
  /** folded into the rows' expand panels: no header of its own */
  folded: boolean;
  problem?: string;
}

/**
 * Where each column's header is, seen from the top of its table's scroll box scrolled to its start: inside the
 * box and the window, and uppermost at its centre; a column without a header is folded.
 */
function placements(page: Page, columns: string[]): Promise<Placement[]> {
  return page.evaluate((wanted) => {
    const table = document.querySelector('table') as HTMLTableElement;
    let scroller: HTMLElement | null = table.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
      scroller = scroller.parentElement;
    }
    const box = (scroller ?? table).getBoundingClientRect();
    table.querySelector('thead')?.scrollIntoView({ block: 'center' });
    if (scroller) scroller.scrollLeft = 0;
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    return wanted.map((column) => {
      const header = table.querySelector(`thead th.column-${column}`);
      if (!header) return { column, folded: true };
      const cell = header.getBoundingClientRect();
      const x = cell.left + cell.width / 2;
      const y = cell.top + cell.height / 2;
      if (cell.width === 0 || x < left || x > right) {
        return { column, folded: false, problem: `${column} at ${Math.round(x)} px, outside ${left}-${right}` };
      }
      const top = document.elementFromPoint(x, y);
      if (!top || !header.contains(top)) {
        const by = top?.closest('th')?.textContent ?? `${top?.tagName}.${String(top?.className).split(' ')[0]}`;
        return { column, folded: false, problem: `${column} is covered by ${by}` };
      }
      return { column, folded: false };
    });
  }, columns);
}

/** The columns the first row's expand panel names, once opened. */
async function expandPanelColumns(page: Page): Promise<string[]> {
  const toggle = page.locator('tbody tr').first().locator('.RaDataTable-expandIconCell button, [aria-expanded]');
  await toggle.click();
  const panel = page.locator('tbody tr.RaDataTable-expandRow, tbody tr[data-expand-panel]').first();
  await panel.locator('[data-column]').first().waitFor(SOON);
  return panel
    .locator('[data-column]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-column') ?? ''));
}

/** Opens a screen; false when it shows no table (a list the demo leaves empty: the audit trail before any change). */
async function open(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  // a pointer left over a cell would open what it hovers (a QR code's enlargement) over the headers
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  const header = page.locator('table thead th').first();
  return header.waitFor(SOON).then(
    () => true,
    () => false,
  );
}

/** `atFullWidth`: at 1366 px, where only the columns a screen names may fold; else any column may. */
async function problemsAt(page: Page, baseUrl: string, screens: Screen[], atFullWidth: boolean) {
  const problems: string[] = [];
  const empty: string[] = [];
  for (const { path, columns, foldAt1366 } of screens) {
    if (!(await open(page, `${baseUrl}${path}`))) {
      await screenshot(page, `columns-no-table${path.replaceAll('/', '-')}`);
      empty.push(path);
      continue;
    }
    const placed = await placements(page, columns);
    for (const { problem } of placed) if (problem) problems.push(`${path}: ${problem}`);
    if (placed.some(({ problem }) => problem)) await screenshot(page, `columns-hidden${path.replaceAll('/', '-')}`);
    const folded = placed.filter((place) => place.folded).map((place) => place.column);
    const wronglyFolded = atFullWidth ? folded.filter((column) => !foldAt1366.includes(column)) : [];
    if (wronglyFolded.length > 0) problems.push(`${path}: folded ${wronglyFolded.join(', ')}`);
    if (folded.length === 0) continue;
    if ((await page.locator('tbody tr').count()) === 0) continue;
    const inPanel = await expandPanelColumns(page);
    const missing = folded.filter((column) => !inPanel.includes(column));
    if (missing.length > 0) problems.push(`${path}: folded but not in the expand panel: ${missing.join(', ')}`);
  }
  // every screen but the one list the demo leaves empty had a table to measure
  expect(empty.length, `no table on ${empty.join(', ')}`).toBeLessThanOrEqual(1);
  return problems;
}

const walk = { timeout: (lists.length + grids.length) * 15_000 };

describe('every column is reachable', () => {
  const session = browserSession({ page: { viewport: { width: 1366, height: 800 } }, signInAt: '/' });

  it('shows every declared column and point field at 1366 px, in Thai', walk, async () => {
    const problems = await problemsAt(session.page, session.server.baseUrl, [...lists, ...grids], true);
    await screenshot(session.page, 'columns-season-editor-1366');
    expect(problems).toEqual([]);
  });

  it('shows every declared column and point field at 1366 px, in English', walk, async () => {
    await session.page.evaluate(ENGLISH);
    const problems = await problemsAt(session.page, session.server.baseUrl, [...lists, ...grids], true);
    expect(problems).toEqual([]);
  });

  it('folds what does not fit at 1024 px into the rows’ expand panels', walk, async () => {
    await session.page.setViewportSize({ width: 1024, height: 768 });
    const problems = await problemsAt(session.page, session.server.baseUrl, [...lists, ...grids], false);
    await screenshot(session.page, 'columns-season-editor-1024');
    expect(problems).toEqual([]);
  });
});
