import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useRecentChanges } from '../../kit/live/recentChanges';

const NOTICE_OF_STATUS: Record<string, string> = {
  completed: 'app.payments.already_confirmed_by',
  cancelled: 'app.payments.already_cancelled_by',
};

/**
 * While a payment's Confirm or Cancel dialog is open, a change of that payment from the change stream closes it
 * and says who settled it, rather than letting the operator go on to a 409. The payment is read again to learn
 * what it became: the event names the change, never the record.
 */
export function useSettledElsewhere(paymentId: number, dialogOpen: boolean, closeDialog: () => void): void {
  const change = useRecentChanges('payment').get(String(paymentId));
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const seenSerial = useRef(change?.serial);
  useEffect(() => {
    if (!change || change.serial === seenSerial.current) return;
    seenSerial.current = change.serial;
    if (!dialogOpen) return;
    closeDialog();
    const name = change.by?.name ?? translate('app.payments.settled_outside');
    dataProvider.getOne('payment', { id: paymentId }).then(
      ({ data }) => {
        const notice = NOTICE_OF_STATUS[String(data.status)];
        if (notice) notify(notice, { type: 'warning', messageArgs: { id: paymentId, name } });
      },
      () => undefined, // the list's own refetch shows what became of it
    );
  }, [change, dialogOpen, closeDialog, dataProvider, notify, translate, paymentId]);
}
