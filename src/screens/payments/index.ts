import PaymentsIcon from '@mui/icons-material/Payments';
import { createElement } from 'react';
import { PAYMENT_PAGE, Payment } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart } from '../../kit/lazyPart';
import { auditLogResource } from '../auditLog';
import { ticketResource } from '../settings/tickets/ticketResource';
import { PaymentMember } from './PaymentMember';
import { QrCodeImage } from './QrCodeImage';

const PaymentRowActions = lazyPart(() => import('./PaymentActions').then((m) => m.PaymentRowActions));

export const paymentResource = defineResource({
  name: 'payment',
  record: Payment,
  icon: PaymentsIcon,
  menu: { label: 'menu.payment', order: 5 },
  fields: {
    qr_code: { render: (payment) => createElement(QrCodeImage, { payment }) },
    member_name: { render: (payment) => createElement(PaymentMember, { payment }) },
    // shown with the name, as one link
    member_phone: { list: false, show: false },
  },
  list: {
    title: 'app.screen.payments',
    columns: ['id', 'amount', 'value', 'member_name', 'created_at', 'qr_code'],
    perPage: PAYMENT_PAGE.limit,
    search: 'q',
    tabs: { label: (status) => `app.payments.tab_${status}` },
    rowActions: PaymentRowActions,
    card: { primary: 'amount', secondary: ['id', 'value', 'member_name'], tertiary: 'created_at' },
    empty: (filter) => `app.payments.none_${filter.status}`,
  },
  show: {
    actions: PaymentRowActions,
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
});
