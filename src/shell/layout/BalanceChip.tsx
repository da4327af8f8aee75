import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiCall } from '../../api/apiCall';
import { formatBalance, NO_VALUE } from '../../format';

/**
 * The app bar's balance chip. The balance call belongs to the player-facing API and may not answer for an
 * admin: then the chip simply is not there (no error notification, no retry).
 */
export const BalanceChip = () => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['app', 'userBalance'],
    queryFn: ({ signal }) => apiCall('userBalance', { signal }),
    retry: false,
    staleTime: 60_000,
  });
  // 'C' then the balance with thousands separators and 2 decimals (spec section 9)
  const balance = data ? formatBalance(data.data.balance) : undefined;
  if (balance === undefined || balance === NO_VALUE) return null;
  return (
    <Chip
      label={balance}
      title={translate('app.balance')}
      aria-label={`${translate('app.balance')} ${balance}`}
      color="default"
      sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit', fontWeight: 600, mr: 1 }}
    />
  );
};
