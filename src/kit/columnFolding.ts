import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observeSize } from './observeSize';
import { useScrollBox } from './TableScroller';

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

const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth + 1;

interface Folding {
  count: number;
  /** bumped to start over from no column folded: the rows, the box's width or the font changed */
  trial: number;
}

/**
 * Folds one more column after each render while the table is wider than its box. Starts over when the rows
 * change, the box widens or the web font arrives, as each can leave room for a folded column.
 */
function useFoldCount(box: HTMLElement | null, foldable: number, rows: unknown) {
  const [folding, setFolding] = useState<Folding>({ count: 0, trial: 0 });
  const startOver = useCallback(() => setFolding((last) => ({ count: 0, trial: last.trial + 1 })), []);
  const shownRows = useRef(rows);
  useLayoutEffect(() => {
    if (shownRows.current !== rows) {
      shownRows.current = rows;
      startOver();
    } else if (box && folding.count < foldable && overflows(box)) {
      setFolding({ ...folding, count: folding.count + 1 });
    }
  });
  useEffect(() => {
    if (!box) return;
    let width = box.clientWidth;
    const resized = observeSize(() => {
      if (box.clientWidth > width) startOver();
      else if (overflows(box)) setFolding((last) => ({ ...last, count: Math.min(last.count + 1, foldable) }));
      width = box.clientWidth;
    });
    resized.observe(box);
    void document.fonts?.ready.then(startOver);
    return () => resized.disconnect();
  }, [box, foldable, startOver]);
  return folding.count;
}

/**
 * The columns folded away so that the table fits its scroll box (TableScroller) without scrolling: each is still
 * reachable in the row's expand panel. `rows`: what the table shows, so new rows are measured afresh. Outside a
 * scroll box nothing folds.
 */
export function useFoldedColumns(columns: readonly FoldableColumn[], rows?: unknown): Set<string> {
  const order = foldingOrder(columns);
  const count = useFoldCount(useScrollBox(), order.length, rows);
  return new Set(order.slice(0, count));
}
