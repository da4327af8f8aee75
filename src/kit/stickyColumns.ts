/**
 * Tables wider than a 1024-1366 px window scroll sideways in their own box (TableScroller): the first column
 * (what the row is) stays at the left edge and the last (its buttons) at the right, so a row is always named and
 * its actions always in reach without scrolling back and forth.
 */
const STUCK = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

export const STICKY_FIRST = { ...STUCK, left: 0 } as const;
export const STICKY_LAST = { ...STUCK, right: 0 } as const;
