import { Box, Stack } from '@mui/material';
import { useRef } from 'react';
import { BulkDeleteButton, DataTable, EditButton, type RaRecord, ShowButton, useListContext } from 'react-admin';
import { type Capabilities, capabilitiesOf } from './capabilities';
import { useFoldedColumns } from './columnFolding';
import { foldableColumns, listColumns, listedFields } from './columns';
import type { ListOptions, ResourceDeclaration } from './declaration';
import { FoldedFields } from './FoldedFields';
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

/** The table scrolls in TableScroller, which folds the columns that do not fit and shades the edges that hide some. */
const SCROLLS_IN_TABLE_SCROLLER = { '& .RaDataTable-tableWrapper': { overflowX: 'visible' } } as const;

/**
 * Narrower columns, so more fit before any folds: half MUI's side padding, and a column's hidden sort arrow
 * drawn beside its heading instead of widening it (it shows on hover and once the column is sorted).
 */
const COMPACT_COLUMNS = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableSortLabel-root': { position: 'relative' },
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { position: 'absolute', left: '100%' },
} as const;

export const DeclaredTable = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const capabilities = capabilitiesOf(declaration.name);
  const options = declaration.list ?? {};
  const table = useRef<HTMLDivElement>(null);
  const bulk = bulkActions(options);
  useRowCheckboxNames(table, bulk !== false, declaration.recordRepresentation);
  const { error, isPending, isFetching, refetch, data } = useListContext();
  const folded = useFoldedColumns(foldableColumns(declaration), data);
  const foldedFields = listedFields(declaration).filter((field) => folded.has(field.source));
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
          sx={{ ...BULK_TOOLBAR_ABOVE_ROWS, ...SCROLLS_IN_TABLE_SCROLLER, ...COMPACT_COLUMNS }}
          expand={
            foldedFields.length > 0 ? <FoldedFields declaration={declaration} fields={foldedFields} /> : undefined
          }
        >
          {listColumns(declaration, capabilities, folded)}
          <RowActions declaration={declaration} capabilities={capabilities} />
        </DataTable>
      )}
    </Box>
  );
};
