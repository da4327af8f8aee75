import { Box } from '@mui/material';
import { DataTable, ListBase, type RaRecord, useTranslate } from 'react-admin';
import { formatBaht, formatThaiDateTime } from '../../format';
import { ListPageNumbers } from '../shared/ListPageNumbers';
import { PaymentActions } from './PaymentActions';

/** Spec section 9: payment lists show 20 a page, from page 1. */
export const PAYMENTS_PER_PAGE = 20;

export interface PaymentsTableProps {
  resource: 'paymentsPending' | 'paymentsCompleted';
}

const field = (name: string) => `resources.payments.fields.${name}`;

/**
 * One tab's table (spec screen 10): tickets, amount in baht, status, user id and the QR code image, newest
 * first, paged on the server with the page-number control. Pending rows carry Confirm and Cancel.
 */
export const PaymentsTable = ({ resource }: PaymentsTableProps) => {
  const translate = useTranslate();
  const pending = resource === 'paymentsPending';
  return (
    <ListBase resource={resource} perPage={PAYMENTS_PER_PAGE} disableSyncWithLocation storeKey={false}>
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        size="small"
        empty={
          <Box sx={{ p: 2 }}>{translate(pending ? 'app.payments.none_pending' : 'app.payments.none_completed')}</Box>
        }
      >
        <DataTable.Col source="id" label={field('id')} disableSort />
        <DataTable.Col source="value" label={field('value')} disableSort />
        <DataTable.Col
          source="amount"
          label={field('amount')}
          disableSort
          render={(payment: RaRecord) => formatBaht(payment.amount)}
        />
        <DataTable.Col
          source="status"
          label={field('status')}
          disableSort
          render={(payment: RaRecord) => translate(`app.payments.status.${payment.status}`)}
        />
        <DataTable.Col source="user_id" label={field('user_id')} disableSort />
        <DataTable.Col
          source="created_at"
          label={field('created_at')}
          disableSort
          render={(payment: RaRecord) => formatThaiDateTime(payment.created_at)}
        />
        <DataTable.Col
          source="qr_code"
          label={field('qr_code')}
          disableSort
          render={(payment: RaRecord) => (
            <img
              src={payment.qr_code}
              alt={translate('app.payments.qr_alt', { id: payment.id })}
              width={72}
              height={72}
              loading="lazy"
            />
          )}
        />
        {pending ? (
          <DataTable.Col
            label="app.payments.actions"
            disableSort
            render={(payment: RaRecord) => <PaymentActions paymentId={Number(payment.id)} />}
          />
        ) : null}
      </DataTable>
      <Box sx={{ mt: 2 }}>
        <ListPageNumbers />
      </Box>
    </ListBase>
  );
};
