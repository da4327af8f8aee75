import { Tab, Tabs } from '@mui/material';
import { memo, useCallback, useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { type DeclaredTabs, tabOf } from './listTabs';

interface ChosenTabProps {
  tabs: DeclaredTabs;
  /** what the tabs are, for a screen reader: the list's title */
  label: string;
  tab: string;
  onChange: (next: string) => void;
}

/**
 * MUI's Tabs measure their indicator after every render, which makes the browser lay out the whole page there and
 * then: kept apart from the list's state, they render when the tab changes and not each time the rows do.
 */
const ChosenTab = memo(({ tabs, label, tab, onChange }: ChosenTabProps) => {
  const translate = useTranslate();
  return (
    <Tabs value={tab} onChange={(_event, next: string) => onChange(next)} aria-label={label}>
      {tabs.values.map((value) => (
        <Tab key={value} value={value} label={translate(tabs.label(value))} id={`tab-${value}`} />
      ))}
    </Tabs>
  );
});

/** A tab is one value of the list's filter, so a reload or a shared link opens the same tab and page. */
export const FilterTabs = ({ tabs, label }: { tabs: DeclaredTabs; label: string }) => {
  const { filterValues, setFilters } = useListContext();
  // the latest filters, so that the change handler stays one function for the tabs' whole life
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };
  const changeTab = useCallback(
    (next: string) => {
      const { filterValues: filters, setFilters: set } = latest.current;
      set({ ...filters, [tabs.source]: next }, {});
    },
    [tabs.source],
  );
  return <ChosenTab tabs={tabs} label={label} tab={tabOf(tabs, filterValues)} onChange={changeTab} />;
};
