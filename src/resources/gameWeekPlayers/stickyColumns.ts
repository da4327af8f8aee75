/**
 * The points table is wider than a 1024-1366 px window and scrolls sideways in its box: the player's name
 * stays at the left edge and Calculate / Save at the right, so the row being edited is always named and
 * can always be saved without scrolling back and forth.
 */
const STUCK = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' } as const;

export const STICKY_NAME = { ...STUCK, left: 0, whiteSpace: 'nowrap' } as const;
export const STICKY_ACTIONS = { ...STUCK, right: 0 } as const;
