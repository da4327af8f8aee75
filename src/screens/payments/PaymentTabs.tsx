import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { PAYMENT_TABS, type PaymentTab, paymentTabOf } from './paymentTab';

/** A tab is the list's `status` filter, so a reload or a shared link opens the same tab and page. */
export const PaymentTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const tab = paymentTabOf(filterValues);
  return (
    <Tabs
      value={tab}
      onChange={(_event, next: PaymentTab) => setFilters({ ...filterValues, status: next }, {})}
      aria-label={translate('app.screen.payments')}
    >
      {PAYMENT_TABS.map((value) => (
        <Tab key={value} value={value} label={translate(`app.payments.tab_${value}`)} id={`tab-${value}`} />
      ))}
    </Tabs>
  );
};
