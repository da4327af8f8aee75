/**
 * The list view of a declared resource: a heading, the filters, create and export buttons, a DataTable whose
 * columns come from the record schema, and the spec's page-number control. Inside a <Resource> route the page,
 * sort and filters live in the URL, so a reload or a shared link keeps them.
 */
import { Box, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { CreateButton, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { isWaitingForFilter } from '../api/dataProvider/waitingForFilter';
import { capabilitiesOf } from './capabilities';
import { listedFields } from './columns';
import { DeclaredTable } from './DeclaredTable';
import type { ResourceDeclaration } from './declaration';
import { EXPORT_CAP, ExportCsvButton } from './ExportCsvButton';
import { listFilters } from './filters';
import { ListPageNumbers } from './ListPageNumbers';
import { SearchBox } from './SearchBox';
import { firstOrder } from './serverOrder';
import { TableScroller } from './TableScroller';

const DEFAULT_PER_PAGE = 50;

export interface GeneratedListProps {
  declaration: ResourceDeclaration;
  /** shown under the heading, before the list (e.g. the teams' form, as the spec draws it) */
  before?: ReactNode;
  /** shown above the table, inside the list's context (e.g. the payments' tabs) */
  above?: ReactNode;
  /**
   * shown after the list (e.g. the game-week screen's reward and condition editors), once the list's first page
   * has arrived: shown earlier, it was pushed down when the rows came (a layout shift of 0.19 on /game-week)
   */
  after?: ReactNode;
}

/**
 * Tells, from inside the list, when its first page has arrived: not while it waits for a filter still being
 * chosen (the game-week screen's season), whose rows come after. A later page keeps the rows it had.
 */
function FirstPageSignal({ onArrived }: { onArrived: () => void }) {
  const { isPending, meta } = useListContext();
  const arrived = !isPending && !isWaitingForFilter(meta);
  useEffect(() => {
    if (arrived) onArrived();
  }, [arrived, onArrived]);
  return null;
}

export const GeneratedList = ({ declaration, before, above, after }: GeneratedListProps) => {
  const translate = useTranslate();
  const capabilities = capabilitiesOf(declaration.name);
  const options = declaration.list ?? {};
  const title = translate(options.title ?? `resources.${declaration.name}.name`, { smart_count: 2 });
  const listed = listedFields(declaration);
  const Toolbar = options.toolbar;
  const [firstPageShown, setFirstPageShown] = useState(false);
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
        {after ? <FirstPageSignal onArrived={() => setFirstPageShown(true)} /> : null}
      </List>
      {firstPageShown ? after : null}
    </Stack>
  );
};
