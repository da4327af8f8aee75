import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { Button, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Confirm, type RaRecord, useTranslate } from 'react-admin';
import { Allowed } from '../../kit/Allowed';
import { OpenedOnce } from '../../kit/OpenedOnce';
import { ROW_OF_BUTTONS } from '../../kit/rowStyles';
import { CancelPaymentDialog } from './CancelPaymentDialog';
import { PaymentSummary } from './PaymentSummary';
import { useSettledElsewhere } from './useSettledElsewhere';
import { useSettlePayment } from './useSettlePayment';

/**
 * The dialogs' own way out says Back, so "cancel" only ever means cancelling the payment. Both buttons are
 * disabled while the row's call runs, so one click cannot become two.
 */
export const PaymentActions = ({ payment }: { payment: RaRecord }) => {
  const paymentId = Number(payment.id);
  const translate = useTranslate();
  const settle = useSettlePayment();
  const [asking, setAsking] = useState<'confirm' | 'cancel' | null>(null);
  const busy = settle.isPending;
  const closeDialog = useCallback(() => setAsking(null), []);
  useSettledElsewhere(paymentId, asking !== null, closeDialog);
  return (
    <div style={ROW_OF_BUTTONS}>
      <Button
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy}
        onClick={() => setAsking('confirm')}
        aria-label={translate('app.payments.confirm_label', { id: paymentId })}
      >
        {translate('app.payments.confirm_payment')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CancelIcon />}
        disabled={busy}
        onClick={() => setAsking('cancel')}
        aria-label={translate('app.payments.cancel_label', { id: paymentId })}
      >
        {translate('app.payments.cancel_payment')}
      </Button>
      <OpenedOnce open={asking === 'confirm'}>
        <Confirm
          isOpen={asking === 'confirm'}
          title={translate('app.payments.confirm_title', { id: paymentId })}
          content={
            <>
              <Typography>{translate('app.confirm.are_you_sure')}</Typography>
              <PaymentSummary payment={payment} />
            </>
          }
          cancel="app.confirm.back"
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            settle.mutate({ id: paymentId, status: 'completed' });
          }}
        />
      </OpenedOnce>
      <OpenedOnce open={asking === 'cancel'}>
        <CancelPaymentDialog
          open={asking === 'cancel'}
          payment={payment}
          onClose={() => setAsking(null)}
          onSubmit={(referenceCode) => {
            setAsking(null);
            settle.mutate({ id: paymentId, status: 'cancelled', referenceCode });
          }}
        />
      </OpenedOnce>
    </div>
  );
};

export const PaymentRowActions = ({ record }: { record: RaRecord }) =>
  record.status === 'pending' ? (
    <Allowed route="updatePayment">
      <PaymentActions payment={record} />
    </Allowed>
  ) : null;
