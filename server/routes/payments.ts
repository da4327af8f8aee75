/** The payment tabs and confirm/cancel (spec screen 10; sections 4, 7, 9). */
import { PAYMENT_PAGE } from '../../contract';
import { settlePayment } from '../domain/payments';
import { listPayments, toPaymentAnswer } from '../domain/paymentsList';
import { type HandlerMap, requireAdmin } from './types';

export const paymentHandlers: HandlerMap = {
  listPendingPayments: async ({ query }, { db }) => {
    const page = await listPayments(db, 'pending', query, PAYMENT_PAGE.limit);
    return { ok: true, pendingPayments: page.payments, totalPagesPending: page.totalPages, total: page.total };
  },

  listCompletedPayments: async ({ query }, { db }) => {
    const page = await listPayments(db, 'completed', query, PAYMENT_PAGE.limit);
    return { ok: true, completedPayments: page.payments, totalPagesCompleted: page.totalPages, total: page.total };
  },

  updatePayment: async ({ params, body, admin }, { db, clock }) => {
    const { id, username } = requireAdmin(admin);
    const settlement =
      body.status === 'completed'
        ? { status: 'completed' as const, referenceCode: body.reference_code }
        : { status: 'cancelled' as const, referenceCode: body.reference_code };
    const { payment } = await settlePayment(db, {
      paymentId: params.id,
      settlement,
      admin: { id, username },
      at: clock.now(),
    });
    return { ok: true, payment: await toPaymentAnswer(payment) };
  },
};
