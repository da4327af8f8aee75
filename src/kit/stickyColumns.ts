/** While a wide table scrolls sideways, a row stays named (first column) and its buttons in reach (last column). */
const STUCK = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

export const STICKY_FIRST = { ...STUCK, left: 0 } as const;
export const STICKY_LAST = { ...STUCK, right: 0 } as const;
