/**
 * The list view of a declared resource: a heading, the filters, create and export buttons, a DataTable whose
 * columns come from the record schema, and the spec's page-number control. Inside a <Resource> route the page,
 * sort and filters live in the URL, so a reload or a shared link keeps them.
 */
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, List, TopToolbar, useTranslate } from 'react-admin';
import { TableScroller } from '../layout/TableScroller';
import { capabilitiesOf } from './capabilities';
import { listedFields } from './columns';
import { DeclaredTable } from './DeclaredTable';
import type { ResourceDeclaration } from './declaration';
import { EXPORT_CAP, ExportCsvButton } from './ExportCsvButton';
import { listFilters } from './filters';
import { ListPageNumbers } from './ListPageNumbers';
import { SearchBox } from './SearchBox';
import { firstOrder } from './serverOrder';

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
        sort={firstOrder(declaration)}
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
          <DeclaredTable declaration={declaration} />
        </TableScroller>
      </List>
      {after}
    </Stack>
  );
};
