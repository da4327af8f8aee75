import { Tab, Tabs } from '@mui/material';
import { memo, useCallback, useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { PAYMENT_TABS, type PaymentTab, paymentTabOf } from './paymentTab';

interface StatusTabsProps {
  tab: PaymentTab;
  onChange: (next: PaymentTab) => void;
}

/**
 * MUI's Tabs measure their indicator after every render, which makes the browser lay out the whole page there and
 * then: kept apart from the list's state, they render when the tab changes and not each time the rows do.
 */
const StatusTabs = memo(({ tab, onChange }: StatusTabsProps) => {
  const translate = useTranslate();
  return (
    <Tabs
      value={tab}
      onChange={(_event, next: PaymentTab) => onChange(next)}
      aria-label={translate('app.screen.payments')}
    >
      {PAYMENT_TABS.map((value) => (
        <Tab key={value} value={value} label={translate(`app.payments.tab_${value}`)} id={`tab-${value}`} />
      ))}
    </Tabs>
  );
});

/** A tab is the list's `status` filter, so a reload or a shared link opens the same tab and page. */
export const PaymentTabs = () => {
  const { filterValues, setFilters } = useListContext();
  // the latest filters, so that the change handler stays one function for the tabs' whole life
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };
  const changeTab = useCallback((next: PaymentTab) => {
    const { filterValues: filters, setFilters: set } = latest.current;
    set({ ...filters, status: next }, {});
  }, []);
  return <StatusTabs tab={paymentTabOf(filterValues)} onChange={changeTab} />;
};
