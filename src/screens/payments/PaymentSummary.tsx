import { Box, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { formatBaht } from '../../format';
import { MemberLine } from '../members/MemberLine';

/** A confirmation says what it moves: the amount, the tickets and whose they are. */
export const PaymentSummary = ({ payment }: { payment: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {translate('resources.payment.fields.amount')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {formatBaht(payment.amount)}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {translate('resources.payment.fields.value')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {translate('app.payments.tickets_count', { smart_count: payment.value })}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {translate('resources.payment.fields.user_id')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        <MemberLine userId={payment.user_id} />
      </Typography>
    </Box>
  );
};
