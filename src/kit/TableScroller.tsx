import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table scrolls inside its card rather than widening the page: width 0 keeps it out of the layout's
 * min-content width, min-width 100% still fills the card.
 */
const SCROLL_INSIDE = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

export const TableScroller = ({ children }: { children: ReactNode }) => (
  <TableContainer sx={SCROLL_INSIDE}>{children}</TableContainer>
);
