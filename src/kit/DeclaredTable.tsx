import { Box } from '@mui/material';
import { useRef } from 'react';
import { DataTable, type RaRecord, useListContext } from 'react-admin';
import { useBulkButtons } from './bulkButtons';
import { capabilitiesOf } from './capabilities';
import { useFoldedColumns } from './columnFolding';
import { foldableColumns, listColumns, listedFields } from './columns';
import type { ResourceDeclaration } from './declaration';
import { FoldedFields } from './FoldedFields';
import { ListEmptyState } from './ListEmptyState';
import { ListLoadFailure } from './LoadFailure';
import { useChangedRowSx } from './live/changeHighlight';
import { hasRecordActions, RecordActions } from './RecordActions';
import { ROW_OF_BUTTONS } from './rowStyles';
import { STICKY_LAST } from './stickyColumns';
import { useRowCheckboxNames } from './useRowCheckboxNames';

/** The row's buttons, which stay at the right edge while a wide table scrolls. */
const RowActions = ({ declaration }: { declaration: ResourceDeclaration }) =>
  hasRecordActions(declaration) ? (
    <DataTable.Col
      label="app.list.actions"
      sx={STICKY_LAST}
      render={(record: RaRecord) => (
        <div style={ROW_OF_BUTTONS}>
          <RecordActions declaration={declaration} record={record} />
        </div>
      )}
    />
  ) : null;

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

/** A row as tall as its small buttons, so a laptop screen shows a dozen rows. */
const COMPACT_ROWS = { '& .MuiTableCell-sizeSmall': { py: 0.5 } } as const;

export const DeclaredTable = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const capabilities = capabilitiesOf(declaration.name);
  const table = useRef<HTMLDivElement>(null);
  const bulk = useBulkButtons(declaration);
  useRowCheckboxNames(table, bulk !== false, declaration.recordRepresentation);
  const { error, isPending, data } = useListContext();
  const folded = useFoldedColumns(foldableColumns(declaration), data, table);
  const foldedFields = listedFields(declaration).filter((field) => folded.has(field.source));
  const changedRowSx = useChangedRowSx(declaration.name);
  return (
    <Box ref={table} aria-busy={isPending}>
      {error ? (
        <ListLoadFailure resource={declaration.name} />
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={bulk}
          size="small"
          rowSx={changedRowSx}
          empty={<ListEmptyState declaration={declaration} />}
          sx={{ ...BULK_TOOLBAR_ABOVE_ROWS, ...SCROLLS_IN_TABLE_SCROLLER, ...COMPACT_COLUMNS, ...COMPACT_ROWS }}
          expand={
            foldedFields.length > 0 ? <FoldedFields declaration={declaration} fields={foldedFields} /> : undefined
          }
        >
          {listColumns(declaration, capabilities, folded)}
          <RowActions declaration={declaration} />
        </DataTable>
      )}
    </Box>
  );
};
