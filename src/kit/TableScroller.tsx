import { TableContainer } from '@mui/material';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cellInputRule } from './CellInput';
import { observeSize } from './observeSize';
import { SCROLL_EDGE_SHADOWS } from './stickyColumns';

/** Width 0 keeps a wide table out of the layout's min-content width; min-width 100% still fills the card. */
const SCROLL_INSIDE = { overflowX: 'auto', width: 0, minWidth: '100%', ...SCROLL_EDGE_SHADOWS } as const;

const SCROLL_BOX = 'data-table-scroller';

/**
 * The scroll box around a table, so the table can fold the columns that would not fit in it. Found from the
 * table's own element rather than handed down in React's state: the box's element is known only once drawn, and
 * handing it down would draw the table, every row, a second time.
 */
export const scrollBoxAround = (inside: Element | null): HTMLElement | null =>
  inside?.closest<HTMLElement>(`[${SCROLL_BOX}]`) ?? null;

/** Marks the box's sides that hide columns, so the edge shadows say the table scrolls that way. */
function markHiddenSides(box: HTMLElement) {
  const hiddenAtEnd = box.scrollWidth - box.clientWidth - box.scrollLeft > 1;
  box.toggleAttribute('data-scrolled-from-start', box.scrollLeft > 1);
  box.toggleAttribute('data-more-to-the-end', hiddenAtEnd);
}

function useHiddenSides(boxRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const mark = () => markHiddenSides(box);
    const resized = observeSize(mark);
    const observeTables = () => {
      for (const table of box.querySelectorAll('table')) resized.observe(table);
      mark();
    };
    resized.observe(box);
    observeTables();
    // the table comes after the box (once its rows arrive) and changes width as its columns fold
    const changed = new MutationObserver(observeTables);
    changed.observe(box, { childList: true, subtree: true });
    box.addEventListener('scroll', mark, { passive: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      box.removeEventListener('scroll', mark);
    };
  }, [boxRef]);
}

export const TableScroller = ({ children }: { children: ReactNode }) => {
  const boxRef = useRef<HTMLDivElement>(null);
  useHiddenSides(boxRef);
  return (
    <TableContainer
      ref={boxRef}
      {...{ [SCROLL_BOX]: '' }}
      sx={(theme) => ({ ...SCROLL_INSIDE, ...cellInputRule(theme) })}
    >
      {children}
    </TableContainer>
  );
};
