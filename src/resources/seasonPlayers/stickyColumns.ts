/**
 * The season editor's table is wider than the screen: its first column (the player's id) and its last (the
 * actions) stay in view while the fields between them scroll.
 */
const sticky = { position: 'sticky', zIndex: 1, backgroundColor: 'background.paper' } as const;

export const STICKY_FIRST = { ...sticky, left: 0 } as const;
export const STICKY_LAST = { ...sticky, right: 0, whiteSpace: 'nowrap' } as const;
