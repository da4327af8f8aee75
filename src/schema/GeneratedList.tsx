/**
 * The list view of a declared resource: a heading, the filters, create and export buttons, a DataTable whose
 * columns come from the record schema, and the spec's page-number control. Inside a <Resource> route the page,
 * sort and filters live in the URL, so a reload or a shared link keeps them.
 */
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  EditButton,
  List,
  type RaRecord,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { STICKY_LAST } from '../layout/stickyColumns';
import { TableScroller } from '../layout/TableScroller';
import { type Capabilities, capabilitiesOf } from './capabilities';
import { listColumns, listedFields } from './columns';
import type { ListOptions, ResourceDeclaration } from './declaration';
import { EXPORT_CAP, ExportCsvButton } from './ExportCsvButton';
import { listFilters } from './filters';
import { ListPageNumbers } from './ListPageNumbers';
import { SearchBox } from './SearchBox';

/** No sort: the server's own order (newest first, or the spec's). */
const SERVER_ORDER = { field: '', order: 'ASC' as const };
const DEFAULT_PER_PAGE = 50;

export interface GeneratedListProps {
  declaration: ResourceDeclaration;
  /** shown under the heading, before the list (e.g. the teams' form, as the spec draws it) */
  before?: ReactNode;
  /** shown above the table, inside the list's context (e.g. the payments' tabs) */
  above?: ReactNode;
  /** shown after the list (e.g. the game-week screen's reward and condition editors) */
  after?: ReactNode;
}

function RowActions({ declaration, capabilities }: { declaration: ResourceDeclaration; capabilities: Capabilities }) {
  const Actions = declaration.list?.rowActions;
  if (!Actions && !capabilities.canEdit) return null;
  // the buttons stay at the right edge while a wide table scrolls
  return (
    <DataTable.Col
      label="app.list.actions"
      sx={STICKY_LAST}
      render={(record: RaRecord) => (Actions ? <Actions record={record} /> : <EditButton />)}
    />
  );
}

/** Row checkboxes only where the declaration names what may be done to many rows at once. */
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

export const GeneratedList = ({ declaration, before, above, after }: GeneratedListProps) => {
  const translate = useTranslate();
  const capabilities = capabilitiesOf(declaration.name);
  const options = declaration.list ?? {};
  const title = translate(options.title ?? `resources.${declaration.name}.name`, { smart_count: 2 });
  const listed = listedFields(declaration);
  const Toolbar = options.toolbar;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {before}
      <List
        resource={declaration.name}
        title={title}
        perPage={options.perPage ?? DEFAULT_PER_PAGE}
        sort={options.sort ?? SERVER_ORDER}
        filters={listFilters(declaration, capabilities.querySchema)}
        filterDefaultValues={options.filterDefaultValues}
        exporter={false}
        empty={false}
        actions={
          <TopToolbar>
            {Toolbar ? <Toolbar /> : null}
            {capabilities.canCreate && options.createButton !== false ? <CreateButton /> : null}
            {options.exporter === false ? null : (
              <ExportCsvButton fields={listed} pageSize={capabilities.largestPage ?? EXPORT_CAP} />
            )}
          </TopToolbar>
        }
        pagination={
          <Box sx={{ p: 1 }}>
            <ListPageNumbers />
          </Box>
        }
      >
        {options.search ? <SearchBox resource={declaration.name} source={options.search} /> : null}
        {above}
        <TableScroller>
          <DataTable
            rowClick={false}
            bulkActionButtons={bulkActions(options)}
            size="small"
            empty={<EmptyText empty={options.empty} />}
          >
            {listColumns(declaration, capabilities)}
            <RowActions declaration={declaration} capabilities={capabilities} />
          </DataTable>
        </TableScroller>
      </List>
      {after}
    </Stack>
  );
};
