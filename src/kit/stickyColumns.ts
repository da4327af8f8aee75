/** While a wide table scrolls sideways, a row stays named (first column) and its buttons in reach (last column). */
const STUCK = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/** The edge a pinned column casts over the columns passing under it, so the operator sees there is more. */
const EDGE_SHADOW = 'rgba(0, 0, 0, 0.25)';

export const STICKY_FIRST = {
  ...STUCK,
  left: 0,
  '[data-scrolled-from-start] &': { boxShadow: `6px 0 6px -4px ${EDGE_SHADOW}` },
} as const;
export const STICKY_LAST = {
  ...STUCK,
  right: 0,
  '[data-more-to-the-end] &': { boxShadow: `-6px 0 6px -4px ${EDGE_SHADOW}` },
} as const;

/** The scroll box's own edges, for a table without a pinned column on that side. */
export const SCROLL_EDGE_SHADOWS = {
  '&[data-scrolled-from-start]': { boxShadow: `inset 8px 0 8px -8px ${EDGE_SHADOW}` },
  '&[data-more-to-the-end]': { boxShadow: `inset -8px 0 8px -8px ${EDGE_SHADOW}` },
  '&[data-scrolled-from-start][data-more-to-the-end]': {
    boxShadow: `inset 8px 0 8px -8px ${EDGE_SHADOW}, inset -8px 0 8px -8px ${EDGE_SHADOW}`,
  },
} as const;
