import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observeSize } from './observeSize';
import { scrollBoxAround } from './TableScroller';

export interface FoldableColumn {
  key: string;
  /** higher stays longer as the table narrows; columns without one are 0 */
  priority?: number;
}

/**
 * The order columns fold in as the table narrows: the lowest priority first and, among equals, the later column
 * first. The first column names the row and never folds.
 */
export function foldingOrder(columns: readonly FoldableColumn[]): string[] {
  return columns
    .slice(1)
    .map((column, index) => ({ ...column, index }))
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || b.index - a.index)
    .map((column) => column.key);
}

const overflowOf = (box: HTMLElement) => box.scrollWidth - box.clientWidth;
const overflows = (box: HTMLElement) => overflowOf(box) > 1;

/**
 * How many of the next columns to fold so that their widths, in folding order, free `excess` pixels: at least
 * one. A width not known (undefined) ends the count there, as if that column freed what was left.
 */
export function columnsFreeing(widths: readonly (number | undefined)[], excess: number): number {
  let freed = 0;
  for (const [index, width] of widths.entries()) {
    if (width === undefined) return index + 1;
    freed += width;
    if (freed >= excess) return index + 1;
  }
  return Math.max(widths.length, 1);
}

/** A column's width, read off its heading cell (each table marks them `column-<key>`, as react-admin's do). */
function headingWidth(box: HTMLElement, key: string): number | undefined {
  const heading = box.querySelector<HTMLElement>(`thead .column-${CSS.escape(key)}`);
  return heading ? heading.getBoundingClientRect().width : undefined;
}

/**
 * The fold count that makes the table fit, measured in one pass from the shown columns' widths: each fold is a
 * render of every row, which on a phone's CPU made folding one column at a time the page's longest work.
 */
function fittingCount(box: HTMLElement, order: readonly string[], count: number): number {
  const widths = order.slice(count).map((key) => headingWidth(box, key));
  return Math.min(count + columnsFreeing(widths, overflowOf(box)), order.length);
}

type Rows = readonly unknown[] | undefined;

/**
 * While the table is wider than its box, folds after a render as many columns as free the overflow, and one more
 * each time that still leaves it too wide. Starts over when other rows replace the shown ones, the box widens or
 * the web font arrives, as each can leave room for a folded column. Rows coming where there were none cannot:
 * a column is as wide as its widest cell, so they only widen it.
 */
function useFoldCount(inside: RefObject<Element | null>, order: readonly string[], rows: Rows) {
  const foldable = order.length;
  // read by the size observer, which lives as long as the box rather than one render
  const currentOrder = useRef(order);
  currentOrder.current = order;
  const [count, setCount] = useState(0);
  // With no column folded, the table as drawn is the one to measure: drawing every row again would change nothing.
  const startOver = useCallback(
    () =>
      setCount((last) => {
        if (last > 0) return 0;
        const box = scrollBoxAround(inside.current);
        return box && overflows(box) ? fittingCount(box, currentOrder.current, 0) : 0;
      }),
    [inside],
  );
  const shownRows = useRef(rows);
  useLayoutEffect(() => {
    const box = scrollBoxAround(inside.current);
    const replaced = shownRows.current !== rows && (shownRows.current?.length ?? 0) > 0;
    shownRows.current = rows;
    if (replaced) {
      startOver();
    } else if (box && count < foldable && overflows(box)) {
      setCount(fittingCount(box, order, count));
    }
  });
  useEffect(() => {
    const box = scrollBoxAround(inside.current);
    if (!box) return;
    let width = box.clientWidth;
    const resized = observeSize(() => {
      if (box.clientWidth > width) startOver();
      else if (overflows(box)) setCount((last) => fittingCount(box, currentOrder.current, last));
      width = box.clientWidth;
    });
    resized.observe(box);
    // a font still loading may narrow the headings; once every font is in, measuring again would change nothing
    if (document.fonts && document.fonts.status !== 'loaded') void document.fonts.ready.then(startOver);
    return () => resized.disconnect();
  }, [inside, startOver]);
  return count;
}

/**
 * The columns folded away so that the table fits its scroll box (TableScroller) without scrolling: each is still
 * reachable in the row's expand panel. `rows`: what the table shows, so new rows are measured afresh; `inside`:
 * an element of the table, to find its box by. Outside a scroll box nothing folds.
 */
export function useFoldedColumns(
  columns: readonly FoldableColumn[],
  rows: Rows,
  inside: RefObject<Element | null>,
): Set<string> {
  const order = foldingOrder(columns);
  const count = useFoldCount(inside, order, rows);
  return new Set(order.slice(0, count));
}
