import PaymentsIcon from '@mui/icons-material/Payments';
import { createElement } from 'react';
import { PAYMENT_PAGE, Payment } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart, lazyScreen } from '../../kit/lazyPart';
import { auditLogResource } from '../auditLog';
import { ticketResource } from '../settings/tickets/ticketResource';
import { QrCodeImage } from './QrCodeImage';

const PaymentRowActions = lazyPart(() => import('./PaymentActions').then((m) => m.PaymentRowActions));

const PaymentsList = lazyScreen(() => import('./PaymentsList').then((m) => m.PaymentsList));

export const paymentResource = defineResource({
  name: 'payment',
  record: Payment,
  icon: PaymentsIcon,
  menu: { label: 'menu.payment', order: 5 },
  fields: {
    reference_code: { list: false },
    qr_code: { render: (payment) => createElement(QrCodeImage, { payment }) },
  },
  list: {
    title: 'app.screen.payments',
    perPage: PAYMENT_PAGE.limit,
    filterDefaultValues: { status: 'pending' },
    rowActions: PaymentRowActions,
    card: { primary: 'amount', secondary: ['id', 'value', 'user_id'], tertiary: 'created_at' },
    empty: (filter) => (filter.status === 'completed' ? 'app.payments.none_completed' : 'app.payments.none_pending'),
  },
  show: {
    related: [
      {
        title: 'app.payments.audit_title',
        declaration: auditLogResource,
        filter: (payment) => ({ target_type: 'payment', target_id: String(payment.id) }),
      },
      {
        title: 'app.payments.tickets_title',
        declaration: ticketResource,
        filter: (payment) => ({ userId: payment.user_id }),
      },
    ],
  },
  views: { list: PaymentsList },
});
