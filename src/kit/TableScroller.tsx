import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/** Width 0 keeps a wide table out of the layout's min-content width; min-width 100% still fills the card. */
const SCROLL_INSIDE = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

export const TableScroller = ({ children }: { children: ReactNode }) => (
  <TableContainer sx={SCROLL_INSIDE}>{children}</TableContainer>
);
