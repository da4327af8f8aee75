import { Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PaymentsTable } from '../resources/payments';

type PaymentTab = 'pending' | 'completed';

/**
 * Payments (spec screen 10, route /payment): the Pending and Completed tabs, each a paged table. The tab is
 * in the URL (?tab=completed), so a reload or a shared link opens the same tab.
 */
export const PaymentsPage = () => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab: PaymentTab = search.get('tab') === 'completed' ? 'completed' : 'pending';
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.payments')} />
      <Typography variant="h5" component="h1">
        {translate('app.screen.payments')}
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: PaymentTab) => setSearch(next === 'completed' ? { tab: next } : {})}
          aria-label={translate('app.screen.payments')}
        >
          <Tab
            value="pending"
            label={translate('app.payments.tab_pending')}
            id="tab-pending"
            aria-controls="panel-pending"
          />
          <Tab
            value="completed"
            label={translate('app.payments.tab_completed')}
            id="tab-completed"
            aria-controls="panel-completed"
          />
        </Tabs>
        <CardContent role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {/* keyed by tab: each tab is its own list with its own page */}
          <PaymentsTable key={tab} resource={tab === 'completed' ? 'paymentsCompleted' : 'paymentsPending'} />
        </CardContent>
      </Card>
    </Stack>
  );
};
