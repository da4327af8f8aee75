import { Box, Stack } from '@mui/material';
import { useRef } from 'react';
import {
  BulkDeleteButton,
  DataTable,
  EditButton,
  type RaRecord,
  ShowButton,
  useListContext,
  useTranslate,
} from 'react-admin';
import { type Capabilities, capabilitiesOf } from './capabilities';
import { listColumns } from './columns';
import type { ListOptions, ResourceDeclaration } from './declaration';
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

function EmptyText({ empty = 'ra.navigation.no_results' }: Pick<ListOptions<RaRecord>, 'empty'>) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return <Box sx={{ p: 2 }}>{translate(typeof empty === 'function' ? empty(filterValues) : empty)}</Box>;
}

export const DeclaredTable = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const capabilities = capabilitiesOf(declaration.name);
  const options = declaration.list ?? {};
  const table = useRef<HTMLDivElement>(null);
  const bulk = bulkActions(options);
  useRowCheckboxNames(table, bulk !== false, declaration.recordRepresentation);
  return (
    <Box ref={table}>
      <DataTable rowClick={false} bulkActionButtons={bulk} size="small" empty={<EmptyText empty={options.empty} />}>
        {listColumns(declaration, capabilities)}
        <RowActions declaration={declaration} capabilities={capabilities} />
      </DataTable>
    </Box>
  );
};
