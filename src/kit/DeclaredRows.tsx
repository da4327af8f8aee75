/**
 * A declared list's records: a table, or below the small breakpoint (a phone, about 600 px) a card per record,
 * as a phone cannot show a table's columns side by side.
 */
import { type Theme, useMediaQuery } from '@mui/material';
import { memo } from 'react';
import { DeclaredCards } from './DeclaredCards';
import { DeclaredTable } from './DeclaredTable';
import type { ResourceDeclaration } from './declaration';
import { TableScroller } from './TableScroller';

export const usePhoneWidth = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * A memo component: the screen around the rows is drawn again as react-admin's router settles and the filter
 * form starts, which would draw every row again though the list (from its context) has not changed. Inside
 * RowsInTheBackground, which its lists put around it with whatever follows the rows.
 */
export const DeclaredRows = memo(({ declaration }: { declaration: ResourceDeclaration }) =>
  usePhoneWidth() ? (
    <DeclaredCards declaration={declaration} />
  ) : (
    <TableScroller>
      <DeclaredTable declaration={declaration} />
    </TableScroller>
  ),
);
