/**
 * What a list says once the server has answered no rows. Where the operator's filters narrowed it: that nothing
 * matches them, with a button clearing them. Where the list's route waits for a choice above it (a season, a
 * member): that choice. Otherwise the declaration's own words (the payments' "No pending payments"), else
 * "No <things> yet".
 */
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isWaitingForFilter } from '../api/dataProvider/waitingForFilter';
import type { ResourceDeclaration } from './declaration';
import { operatorFilters } from './declaredFilters';
import { resourceNameInText } from './labels';
import { tabOf, tabsOf } from './listTabs';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The list's filter values the operator set, and what is left once they are cleared. */
function useOperatorFilters(declaration: ResourceDeclaration) {
  const { filterValues } = useListContext();
  const narrowing = operatorFilters(declaration);
  const entries = Object.entries(filterValues);
  return {
    anySet: entries.some(([source, value]) => narrowing.has(source) && isSet(value)),
    cleared: Object.fromEntries(entries.filter(([source]) => !narrowing.has(source))),
  };
}

function NoneMatch({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const { cleared } = useOperatorFilters(declaration);
  return (
    <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
      <span>{translate('app.list.none_match')}</span>
      <Button size="small" variant="outlined" startIcon={<ClearIcon />} onClick={() => setFilters(cleared, {}, false)}>
        {translate('ra.navigation.clear_filters')}
      </Button>
    </Stack>
  );
}

/** The filters with the tab the list shows, whatever the address held: a tab's words are always one tab's. */
function withTab(declaration: ResourceDeclaration, filter: Record<string, unknown>) {
  const tabs = tabsOf(declaration);
  return tabs ? { ...filter, [tabs.source]: tabOf(tabs, filter) } : filter;
}

/** The declaration's own words for its empty list (chosen by the list's filters, fixed ones included), else ours. */
function useNoneYetText(declaration: ResourceDeclaration) {
  const translate = useTranslate();
  const { filter, filterValues } = useListContext();
  const own = declaration.list?.empty;
  if (typeof own === 'function') return translate(own(withTab(declaration, { ...filter, ...filterValues })));
  if (own) return translate(own);
  return translate('ra.page.empty', { name: resourceNameInText(translate, declaration.name, 2) });
}

function NoneYet({ declaration }: { declaration: ResourceDeclaration }) {
  return <Box sx={{ p: 2 }}>{useNoneYetText(declaration)}</Box>;
}

export const ListEmptyState = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const { meta } = useListContext();
  const { anySet } = useOperatorFilters(declaration);
  if (isWaitingForFilter(meta)) return <Box sx={{ p: 2 }}>{translate('app.list.choose_filter')}</Box>;
  return anySet ? <NoneMatch declaration={declaration} /> : <NoneYet declaration={declaration} />;
};
