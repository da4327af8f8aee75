/**
 * A declared list's records: a table, or below the small breakpoint (a phone, about 600 px) a card per record,
 * as a phone cannot show a table's columns side by side.
 */
import { type Theme, useMediaQuery } from '@mui/material';
import { DeclaredCards } from './DeclaredCards';
import { DeclaredTable } from './DeclaredTable';
import type { ResourceDeclaration } from './declaration';
import { TableScroller } from './TableScroller';

export const usePhoneWidth = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/** Inside RowsInTheBackground, which its lists put around it with whatever follows the rows. */
export const DeclaredRows = ({ declaration }: { declaration: ResourceDeclaration }) =>
  usePhoneWidth() ? (
    <DeclaredCards declaration={declaration} />
  ) : (
    <TableScroller>
      <DeclaredTable declaration={declaration} />
    </TableScroller>
  );
