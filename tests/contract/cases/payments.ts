/**
 * Payments. Ids chosen from the generator (fixtures/payments.ts) so they hold on every demo data set:
 * payments 2, 3 and 6 are pending in the small test set and in the full demo set (statuses do not depend
 * on the anchor date). The cases confirm 2 and cancel 3, so they run once per target, in this order.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const NO_LONGER_PENDING = 'This payment is no longer pending';

const isNewestFirst = (rows: { created_at: string; id: number }[]) =>
  rows.every(
    (row, i) =>
      i === 0 ||
      rows[i - 1].created_at > row.created_at ||
      (rows[i - 1].created_at === row.created_at && rows[i - 1].id > row.id),
  );

export const paymentCases: ContractCase[] = [
  {
    name: 'lists pending payments, 20 a page, newest first, with the page count from the total',
    route: 'listPendingPayments',
    status: 200,
    check: (answer) => {
      expect(answer.pendingPayments.length).toBe(Math.min(20, answer.total));
      expect(answer.pendingPayments.every((p: { status: string }) => p.status === 'pending')).toBe(true);
      expect(isNewestFirst(answer.pendingPayments)).toBe(true);
      expect(answer.totalPagesPending).toBe(Math.max(1, Math.ceil(answer.total / 20)));
      expect(answer.pendingPayments[0].qr_code).toMatch(/^data:image\/png;base64,/);
      expect(answer.pendingPayments[0]).toMatchObject({ member_name: expect.any(String), member_phone: /^0\d+$/ });
    },
  },
  {
    name: 'narrows a tab to what the search finds, and finds nothing for a text no payment holds',
    route: 'listPendingPayments',
    query: { q: 'no-such-reference' },
    status: 200,
    check: (answer) => {
      expect(answer.pendingPayments).toEqual([]);
      expect(answer.total).toBe(0);
    },
  },
  {
    name: 'lists cancelled payments newest first',
    route: 'listCancelledPayments',
    status: 200,
    check: (answer) => {
      expect(answer.cancelledPayments.length).toBe(Math.min(20, answer.total));
      expect(answer.cancelledPayments.every((p: { status: string }) => p.status === 'cancelled')).toBe(true);
      expect(isNewestFirst(answer.cancelledPayments)).toBe(true);
      expect(answer.totalPagesCancelled).toBe(Math.max(1, Math.ceil(answer.total / 20)));
    },
  },
  {
    name: 'answers the page and limit asked for',
    route: 'listPendingPayments',
    query: { page: 2, limit: 5 },
    status: 200,
    check: (answer) => {
      expect(answer.pendingPayments).toHaveLength(5);
      expect(answer.totalPagesPending).toBe(Math.ceil(answer.total / 5));
    },
  },
  { name: 'refuses a limit above 100 with 400', route: 'listPendingPayments', query: { limit: 101 }, status: 400 },
  {
    name: 'lists completed payments newest first',
    route: 'listCompletedPayments',
    status: 200,
    check: (answer) => {
      expect(answer.completedPayments.length).toBe(Math.min(20, answer.total));
      expect(answer.completedPayments.every((p: { status: string }) => p.status === 'completed')).toBe(true);
      expect(isNewestFirst(answer.completedPayments)).toBe(true);
      expect(answer.totalPagesCompleted).toBe(Math.max(1, Math.ceil(answer.total / 20)));
    },
  },
  {
    name: 'confirms a pending payment',
    route: 'updatePayment',
    params: { id: 2 },
    body: { status: 'completed' },
    status: 200,
    check: (answer) => expect(answer.payment).toMatchObject({ id: 2, status: 'completed' }),
  },
  {
    name: 'answers one payment by id whatever its status: the confirmed one is completed, with its QR code',
    route: 'getPayment',
    params: { id: 2 },
    status: 200,
    check: (answer) => {
      expect(answer.payment).toMatchObject({ id: 2, status: 'completed' });
      expect(answer.payment.qr_code).toMatch(/^data:image\/png;base64,/);
    },
  },
  {
    name: "lists the confirmed payment's audit rows by its target, and only those",
    route: 'listAuditLog',
    query: { target_type: 'payment', target_id: '2' },
    status: 200,
    check: (answer) => {
      const rows = answer.data as { action: string; target_type: string; target_id: string }[];
      expect(rows.map((row) => row.action)).toContain('payment.confirm');
      expect(rows.every((row) => row.target_type === 'payment' && row.target_id === '2')).toBe(true);
      expect(answer.total).toBe(rows.length);
    },
  },
  {
    name: 'refuses an audit target id without its type with 400 (ids repeat across types)',
    route: 'listAuditLog',
    query: { target_id: '2' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('target_type'),
  },
  {
    name: 'answers 409 to a second confirm of the same payment',
    route: 'updatePayment',
    params: { id: 2 },
    body: { status: 'completed' },
    status: 409,
    check: (answer) => expect(answer.error).toBe(NO_LONGER_PENDING),
  },
  {
    name: 'cancels a pending payment with its reference code',
    route: 'updatePayment',
    params: { id: 3 },
    body: { status: 'cancelled', reference_code: 'REF-CONTRACT-3' },
    status: 200,
    check: (answer) =>
      expect(answer.payment).toMatchObject({ id: 3, status: 'cancelled', reference_code: 'REF-CONTRACT-3' }),
  },
  {
    name: 'refuses to confirm a cancelled payment with 409',
    route: 'updatePayment',
    params: { id: 3 },
    body: { status: 'completed' },
    status: 409,
    check: (answer) => expect(answer.error).toBe(NO_LONGER_PENDING),
  },
  {
    name: 'refuses a cancel without a reference code with 400',
    route: 'updatePayment',
    params: { id: 6 },
    body: { status: 'cancelled' },
    status: 400,
  },
  {
    name: 'refuses a cancel with a blank reference code with 400',
    route: 'updatePayment',
    params: { id: 6 },
    body: { status: 'cancelled', reference_code: '   ' },
    status: 400,
  },
  {
    name: 'still lists the refused payment as pending',
    route: 'listPendingPayments',
    query: { limit: 100, page: 1 },
    status: 200,
    check: (answer) => {
      const ids = answer.pendingPayments.map((p: { id: number }) => p.id);
      if (answer.total <= 100) expect(ids).toContain(6);
      expect(ids).not.toContain(2);
      expect(ids).not.toContain(3);
    },
  },
  {
    name: 'answers 404 for a payment that does not exist',
    route: 'getPayment',
    params: { id: 999999 },
    status: 404,
    check: (answer) => expect(answer.error).toBe('No payment with id 999999'),
  },
  {
    name: 'answers 404 for an unknown payment',
    route: 'updatePayment',
    params: { id: 999999 },
    body: { status: 'completed' },
    status: 404,
  },
  {
    name: 'refuses an unknown status with 400',
    route: 'updatePayment',
    params: { id: 6 },
    body: { status: 'refunded' },
    status: 400,
  },
  {
    name: 'refuses a confirm without a token',
    route: 'updatePayment',
    params: { id: 6 },
    body: { status: 'completed' },
    auth: 'none',
    status: 401,
  },
];
