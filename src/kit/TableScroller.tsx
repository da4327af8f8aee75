import { TableContainer } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { cellInputRule } from './CellInput';
import { observeSize } from './observeSize';
import { SCROLL_EDGE_SHADOWS } from './stickyColumns';

/** Width 0 keeps a wide table out of the layout's min-content width; min-width 100% still fills the card. */
const SCROLL_INSIDE = { overflowX: 'auto', width: 0, minWidth: '100%', ...SCROLL_EDGE_SHADOWS } as const;

/** The scroll box around a table, so the table can fold the columns that would not fit in it. */
const ScrollBoxContext = createContext<HTMLElement | null>(null);

export const useScrollBox = () => useContext(ScrollBoxContext);

/** Marks the box's sides that hide columns, so the edge shadows say the table scrolls that way. */
function markHiddenSides(box: HTMLElement) {
  const hiddenAtEnd = box.scrollWidth - box.clientWidth - box.scrollLeft > 1;
  box.toggleAttribute('data-scrolled-from-start', box.scrollLeft > 1);
  box.toggleAttribute('data-more-to-the-end', hiddenAtEnd);
}

function useHiddenSides(box: HTMLElement | null) {
  useEffect(() => {
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
  }, [box]);
}

export const TableScroller = ({ children }: { children: ReactNode }) => {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const boxRef = useCallback((element: HTMLDivElement | null) => setBox(element), []);
  useHiddenSides(box);
  return (
    <TableContainer ref={boxRef} sx={(theme) => ({ ...SCROLL_INSIDE, ...cellInputRule(theme) })}>
      <ScrollBoxContext.Provider value={box}>{children}</ScrollBoxContext.Provider>
    </TableContainer>
  );
};
