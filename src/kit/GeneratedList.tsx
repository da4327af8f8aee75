import { Box, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { CreateButton, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { isWaitingForFilter } from '../api/dataProvider/waitingForFilter';
import { capabilitiesOf } from './capabilities';
import { listedFields } from './columns';
import { DeclaredRows } from './DeclaredRows';
import type { ChosenFirst, ResourceDeclaration } from './declaration';
import { EXPORT_CAP, ExportCsvButton } from './ExportCsvButton';
import { FilterTabs } from './FilterTabs';
import { listFilters } from './filters';
import { firstListParams } from './firstListParams';
import { ListPageNumbers } from './ListPageNumbers';
import { ListTools } from './ListTools';
import { listCreates } from './listParts';
import { tabsOf } from './listTabs';
import { RowsInTheBackground } from './RowsInTheBackground';
import { SearchBox } from './SearchBox';
import { untilChosen } from './untilChosen';

export interface GeneratedListProps {
  declaration: ResourceDeclaration;
  before?: ReactNode;
  /** inside the list's context, above the rows (e.g. the matchups' day) */
  above?: ReactNode;
  /** shown once the first page has arrived, so the rows do not push it down (a layout shift) */
  after?: ReactNode;
}

/** Not while the list waits for a filter still being chosen (the game-week screen's season): its rows come later. */
function FirstPageSignal({ onArrived }: { onArrived: () => void }) {
  const { isPending, meta } = useListContext();
  const arrived = !isPending && !isWaitingForFilter(meta);
  useEffect(() => {
    if (arrived) onArrived();
  }, [arrived, onArrived]);
  return null;
}

const ChosenFirstInput = ({ source, input: Input }: ChosenFirst) => (
  <Box sx={{ p: 1 }}>
    <Input source={source} />
  </Box>
);

/** What sits above the rows shares one line where both fit (the payments' tabs, then the search), so rows move up. */
function AboveRows({ search, children }: { search: ReactNode; children: ReactNode }) {
  if (!search || !children) return search ?? children;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, '& > :last-child': { flex: '1 1 280px' } }}
    >
      {children}
      {search}
    </Stack>
  );
}

export const GeneratedList = ({ declaration, before, above, after }: GeneratedListProps) => {
  const translate = useTranslate();
  const capabilities = capabilitiesOf(declaration.name);
  const options = declaration.list ?? {};
  const title = translate(options.title ?? `resources.${declaration.name}.name`, { smart_count: 2 });
  const listed = listedFields(declaration);
  const Toolbar = options.toolbar;
  const [firstPageShown, setFirstPageShown] = useState(false);
  const first = firstListParams(declaration);
  const tabs = tabsOf(declaration);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {options.tools ? <ListTools tools={options.tools} /> : null}
      {before}
      <List
        resource={declaration.name}
        title={title}
        perPage={first.pagination.perPage}
        sort={first.sort}
        filters={listFilters(declaration, capabilities.querySchema)}
        filterDefaultValues={first.filter}
        queryOptions={untilChosen(declaration)}
        exporter={false}
        empty={false}
        actions={
          <TopToolbar>
            {Toolbar ? <Toolbar /> : null}
            {listCreates(declaration) ? <CreateButton /> : null}
            {options.exporter === false ? null : (
              <ExportCsvButton fields={listed} pageSize={capabilities.largestPage ?? EXPORT_CAP} />
            )}
          </TopToolbar>
        }
        pagination={
          // drawn with the rows, so the page numbers do not come first and then move down as the rows land
          <RowsInTheBackground>
            <Box sx={{ p: 1 }}>
              <ListPageNumbers />
            </Box>
          </RowsInTheBackground>
        }
      >
        <AboveRows search={options.search ? <SearchBox resource={declaration.name} source={options.search} /> : null}>
          {options.chosenFirst ? <ChosenFirstInput {...options.chosenFirst} /> : null}
          {tabs ? <FilterTabs tabs={tabs} label={title} /> : null}
          {above}
        </AboveRows>
        <RowsInTheBackground>
          <DeclaredRows declaration={declaration} />
          {/* what follows the rows waits for them to be drawn, not merely to arrive */}
          {after ? <FirstPageSignal onArrived={() => setFirstPageShown(true)} /> : null}
        </RowsInTheBackground>
      </List>
      {firstPageShown ? after : null}
    </Stack>
  );
};
