import { Box, Stack } from '@mui/material';
import { useRef } from 'react';
import { BulkDeleteButton, DataTable, EditButton, type RaRecord, ShowButton, useListContext } from 'react-admin';
import { type Capabilities, capabilitiesOf } from './capabilities';
import { listColumns } from './columns';
import type { ListOptions, ResourceDeclaration } from './declaration';
import { ListEmptyState } from './ListEmptyState';
import { LoadFailure } from './LoadFailure';
import { STICKY_LAST } from './stickyColumns';
import { useRowCheckboxNames } from './useRowCheckboxNames';

function RowActions({ declaration, capabilities }: { declaration: ResourceDeclaration; capabilities: Capabilities }) {
  const Actions = declaration.list?.rowActions;
  const shown = !!declaration.show;
  if (!Actions && !capabilities.canEdit && !shown) return null;
  // the buttons stay at the right edge while a wide table scrolls
  return (
    <DataTable.Col
      label="app.list.actions"
      sx={STICKY_LAST}
      render={(record: RaRecord) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {Actions ? (
            <Actions record={record} declaration={declaration} />
          ) : capabilities.canEdit ? (
            <EditButton />
          ) : null}
          {shown ? <ShowButton /> : null}
        </Stack>
      )}
    />
  );
}

function bulkActions({ bulkActions: Actions, bulkDelete }: ListOptions<RaRecord>) {
  if (!Actions && !bulkDelete) return false;
  return (
    <>
      {Actions ? <Actions /> : null}
      {bulkDelete ? <BulkDeleteButton /> : null}
    </>
  );
}

/**
 * react-admin lifts the checked rows' toolbar over whatever is above the table, which the table's scroll box
 * (TableScroller) clips away: here it takes its own place above the rows.
 */
const BULK_TOOLBAR_ABOVE_ROWS = {
  '& .RaBulkActionsToolbar-toolbar.MuiToolbar-root': { position: 'relative', transform: 'none' },
} as const;

/** A row as tall as its small buttons, so a laptop screen shows a dozen rows. */
const COMPACT_ROWS = { '& .MuiTableCell-sizeSmall': { py: 0.5 } } as const;

export const DeclaredTable = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const capabilities = capabilitiesOf(declaration.name);
  const options = declaration.list ?? {};
  const table = useRef<HTMLDivElement>(null);
  const bulk = bulkActions(options);
  useRowCheckboxNames(table, bulk !== false, declaration.recordRepresentation);
  const { error, isPending, isFetching, refetch } = useListContext();
  return (
    <Box ref={table} aria-busy={isPending}>
      {error ? (
        <LoadFailure
          resource={declaration.name}
          count={2}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching === true}
        />
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={bulk}
          size="small"
          empty={<ListEmptyState declaration={declaration} />}
          sx={{ ...BULK_TOOLBAR_ABOVE_ROWS, ...COMPACT_ROWS }}
        >
          {listColumns(declaration, capabilities)}
          <RowActions declaration={declaration} capabilities={capabilities} />
        </DataTable>
      )}
    </Box>
  );
};
