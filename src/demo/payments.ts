/**
 * The demo's payment tabs and confirm/cancel, on the in-memory store, with the server's rules and
 * messages (server/domain/payments.ts): newest first, 20 a page; a payment leaves 'pending' once —
 * confirming issues its `value` tickets, cancelling needs a reference code — and anything else is 409.
 */
import type { Static } from '@sinclair/typebox';
import { PAYMENT_PAGE, type Payment } from '../../contract';
import { qrCodeDataUrl } from '../../fixtures';
import type { PaymentStatus, Row } from '../../server/db/schema';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { demoPage, newestFirst } from './paging';
import type { DemoStore } from './store';
import { recordDemoAudit } from './teams';
import { issueDemoTickets } from './tickets';

type PaymentRow = Row<'payments'>;

export const NO_LONGER_PENDING = 'This payment is no longer pending';

async function toPayment(row: PaymentRow): Promise<Static<typeof Payment>> {
  return {
    id: row.id,
    value: row.value,
    amount: row.amount,
    status: row.status,
    user_id: row.user_id,
    qr_code: await qrCodeDataUrl(row.qr_payload),
    reference_code: row.reference_code,
    created_at: row.created_at,
  };
}

async function listPayments(store: DemoStore, status: PaymentStatus, query: { page?: number; limit?: number }) {
  const rows = store.data.payments.filter((payment) => payment.status === status).sort(newestFirst);
  const { rows: pageRows, totalPages, total } = demoPage(rows, query, PAYMENT_PAGE.limit);
  return { payments: await Promise.all(pageRows.map(toPayment)), totalPages, total };
}

const auditView = ({ qr_payload: _payload, created_at: _created, ...rest }: PaymentRow) => rest;

export const paymentHandlers: DemoHandlerMap = {
  listPendingPayments: async ({ query }, store) => {
    const { payments, totalPages, total } = await listPayments(store, 'pending', query);
    return { ok: true, pendingPayments: payments, totalPagesPending: totalPages, total };
  },

  listCompletedPayments: async ({ query }, store) => {
    const { payments, totalPages, total } = await listPayments(store, 'completed', query);
    return { ok: true, completedPayments: payments, totalPagesCompleted: totalPages, total };
  },

  updatePayment: async ({ params, body, admin }, store) => {
    const row = store.data.payments.find((payment) => payment.id === params.id);
    if (!row) throw new DemoError(404, `No payment with id ${params.id}`);
    if (row.status !== 'pending') throw new DemoError(409, NO_LONGER_PENDING);
    const before = auditView(row);
    row.status = body.status;
    row.reference_code = body.reference_code?.trim() || row.reference_code;
    row.updated_at = new Date().toISOString();
    const issued =
      body.status === 'completed'
        ? issueDemoTickets(store, { userId: row.user_id, count: row.value, paymentId: row.id, source: 'payment' })
        : [];
    recordDemoAudit(store, admin, {
      action: body.status === 'completed' ? 'payment.confirm' : 'payment.cancel',
      targetType: 'payment',
      targetId: row.id,
      before,
      after: { ...auditView(row), tickets_issued: issued },
    });
    return { ok: true, payment: await toPayment(row) };
  },
};
