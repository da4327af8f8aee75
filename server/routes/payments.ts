import { type Answer, PAYMENT_PAGE, type PaymentStatus, paymentPageNames } from '../../contract';
import { settlePayment } from '../domain/payments';
import { type PaymentPage, paymentWithMember } from '../domain/paymentsList';
import { type Handler, type HandlerMap, requireAdmin } from './types';

type PageRoute<S extends PaymentStatus> = ReturnType<typeof paymentPageNames<S>>['route'];

function pageAnswer<S extends PaymentStatus>(status: S, page: PaymentPage): Answer<PageRoute<S>> {
  const { rows, totalPages } = paymentPageNames(status);
  // computed keys widen to string: the contract's names for this status are what they are
  return { ok: true, [rows]: page.payments, [totalPages]: page.totalPages, total: page.total } as Answer<PageRoute<S>>;
}

/** One status's page, in the spec's names for it (pendingPayments, totalPagesPending). */
const pageOf =
  <S extends PaymentStatus>(status: S): Handler<PageRoute<S>> =>
  ({ query }, { paymentPages }) =>
    paymentPages.page(status, query, PAYMENT_PAGE.limit, (page) => pageAnswer(status, page));

export const paymentHandlers: HandlerMap = {
  listPendingPayments: pageOf('pending'),
  listCompletedPayments: pageOf('completed'),
  listCancelledPayments: pageOf('cancelled'),

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
