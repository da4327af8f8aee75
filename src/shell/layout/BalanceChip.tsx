import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiCall } from '../../api/apiCall';
import { formatBalance, NO_VALUE } from '../../format';

/**
 * The balance call is the player-facing API's and may not answer an admin: then there is no chip, and no error.
 * A phone's bar has no room for it beside the title.
 */
export const BalanceChip = () => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['app', 'userBalance'],
    queryFn: ({ signal }) => apiCall('userBalance', { signal }),
    retry: false,
    staleTime: 60_000,
  });
  const balance = data ? formatBalance(data.data.balance) : undefined;
  if (balance === undefined || balance === NO_VALUE) return null;
  return (
    <Chip
      label={balance}
      title={translate('app.balance')}
      aria-label={`${translate('app.balance')} ${balance}`}
      color="default"
      sx={{
        display: { xs: 'none', sm: 'inline-flex' },
        bgcolor: 'rgba(255,255,255,0.15)',
        color: 'inherit',
        fontWeight: 600,
        mr: 1,
      }}
    />
  );
};
