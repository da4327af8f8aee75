import { PAYMENT_PAGE } from '../../contract';
import { settlePayment } from '../domain/payments';
import { paymentWithMember } from '../domain/paymentsList';
import { type HandlerMap, requireAdmin } from './types';

export const paymentHandlers: HandlerMap = {
  listPendingPayments: ({ query }, { paymentPages }) =>
    paymentPages.page('pending', query, PAYMENT_PAGE.limit, (page) => ({
      ok: true as const,
      pendingPayments: page.payments,
      totalPagesPending: page.totalPages,
      total: page.total,
    })),

  listCompletedPayments: ({ query }, { paymentPages }) =>
    paymentPages.page('completed', query, PAYMENT_PAGE.limit, (page) => ({
      ok: true as const,
      completedPayments: page.payments,
      totalPagesCompleted: page.totalPages,
      total: page.total,
    })),

  listCancelledPayments: ({ query }, { paymentPages }) =>
    paymentPages.page('cancelled', query, PAYMENT_PAGE.limit, (page) => ({
      ok: true as const,
      cancelledPayments: page.payments,
      totalPagesCancelled: page.totalPages,
      total: page.total,
    })),

  getPayment: async ({ params }, { db }) => ({ ok: true, payment: await paymentWithMember(db, params.id) }),

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
    return { ok: true, payment: await paymentWithMember(db, payment.id) };
  },
};
