/**
 * A declared list's records: a table, or below the small breakpoint (a phone, about 600 px) a card per record,
 * as a phone cannot show a table's columns side by side.
 */
import { type Theme, useMediaQuery } from '@mui/material';
import { DeclaredCards } from './DeclaredCards';
import { DeclaredTable } from './DeclaredTable';
import type { ResourceDeclaration } from './declaration';
import { RowsInTheBackground } from './RowsInTheBackground';
import { TableScroller } from './TableScroller';

export const usePhoneWidth = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

export const DeclaredRows = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <RowsInTheBackground>
    {usePhoneWidth() ? (
      <DeclaredCards declaration={declaration} />
    ) : (
      <TableScroller>
        <DeclaredTable declaration={declaration} />
      </TableScroller>
    )}
  </RowsInTheBackground>
);
