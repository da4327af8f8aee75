import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { PaymentSummary } from './PaymentSummary';

export interface CancelPaymentDialogProps {
  open: boolean;
  payment: RaRecord;
  onClose: () => void;
  onSubmit: (referenceCode: string) => void;
}

/** The spec cancels nothing without a reference code: OK stays disabled and Enter does nothing. */
export const CancelPaymentDialog = ({ open, payment, onClose, onSubmit }: CancelPaymentDialogProps) => {
  const translate = useTranslate();
  const paymentId = payment.id;
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  const close = () => {
    setCode('');
    onClose();
  };
  const submit = () => {
    if (!trimmed) return;
    setCode('');
    onSubmit(trimmed);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`cancel-payment-${paymentId}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={`cancel-payment-${paymentId}`}>{translate('app.confirm.enter_reference_code')}</DialogTitle>
        <DialogContent>
          <PaymentSummary payment={payment} />
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            name="reference_code"
            label={translate('resources.payment.fields.reference_code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            helperText={translate('app.payments.cancel_hint', { id: paymentId })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.confirm.back')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!trimmed}>
            {translate('app.payments.dialog_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
