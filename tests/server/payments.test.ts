import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from '../../contract/rules/qrImage';
import type { PaymentStatus } from '../../server/db/schema';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const PENDING = '/api/admin/v1/payment-pending';
const COMPLETED = '/api/admin/v1/payment-completed';
const PAYMENT = (id: number) => `/api/admin/v1/payment/${id}`;

describe.each(databaseKinds)('payments on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'payments', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = (url: string) => t.call({ method: 'GET', url, token });
  const put = (id: number, payload: object) => t.call({ method: 'PUT', url: PAYMENT(id), payload, token });

  const paymentsIn = (status: PaymentStatus) =>
    t.database.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', status)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  /** A pending payment nobody else in this file touches: the n-th oldest. */
  const pendingPayment = async (n: number) => (await paymentsIn('pending')).reverse()[n];
  const ticketsOf = (paymentId: number) =>
    t.database.db.selectFrom('tickets').selectAll().where('payment_id', '=', paymentId).execute();
  const auditOf = (paymentId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'payment')
      .where('target_id', '=', String(paymentId))
      .orderBy('id')
      .execute();
  const snapshot = async () => ({
    payments: await t.database.db.selectFrom('payments').selectAll().orderBy('id').execute(),
    tickets: await t.database.db.selectFrom('tickets').select(['id', 'uuid']).orderBy('id').execute(),
    audit: await t.database.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

  it('lists pending payments newest first, 20 a page, with the page count from the real count', async () => {
    const pending = await paymentsIn('pending');
    const response = await get(PENDING);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.ok).toBe(true);
    expect(answer.total).toBe(pending.length);
    expect(answer.totalPagesPending).toBe(Math.ceil(pending.length / 20));
    expect(answer.pendingPayments.map((p: { id: number }) => p.id)).toEqual(pending.slice(0, 20).map((p) => p.id));
    const [first] = answer.pendingPayments;
    const row = pending[0];
    const member = await t.database.db
      .selectFrom('users')
      .select(['name', 'phone'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    expect(first).toEqual({
      id: row.id,
      value: row.value,
      amount: row.amount,
      status: 'pending',
      user_id: row.user_id,
      qr_code: await qrCodeDataUrl(row.qr_payload),
      reference_code: null,
      created_at: row.created_at,
      member_name: member.name,
      member_phone: member.phone,
    });
  });

  it('pages on without overlap and answers the last, partial page', async () => {
    const pending = await paymentsIn('pending');
    const lastPage = Math.ceil(pending.length / 20);
    const second = (await get(`${PENDING}?page=2`)).json();
    expect(second.pendingPayments.map((p: { id: number }) => p.id)).toEqual(pending.slice(20, 40).map((p) => p.id));
    const last = (await get(`${PENDING}?page=${lastPage}`)).json();
    expect(last.pendingPayments.map((p: { id: number }) => p.id)).toEqual(
      pending.slice((lastPage - 1) * 20).map((p) => p.id),
    );
    const beyond = (await get(`${PENDING}?page=${lastPage + 1}`)).json();
    expect(beyond.pendingPayments).toEqual([]);
    expect(beyond.totalPagesPending).toBe(lastPage);
  });

  it('takes a limit up to 100 and refuses a larger one with 400', async () => {
    const ten = (await get(`${PENDING}?limit=10`)).json();
    expect(ten.pendingPayments).toHaveLength(10);
    expect(ten.totalPagesPending).toBe(Math.ceil(ten.total / 10));
    const hundred = (await get(`${COMPLETED}?limit=100`)).json();
    expect(hundred.completedPayments).toHaveLength(Math.min(100, hundred.total));
    const tooMany = await get(`${PENDING}?limit=101`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain('limit');
    expect((await get(`${PENDING}?page=0`)).statusCode).toBe(400);
  });

  it('lists completed payments newest first', async () => {
    const completed = await paymentsIn('completed');
    const answer = (await get(COMPLETED)).json();
    expect(answer.total).toBe(completed.length);
    expect(answer.totalPagesCompleted).toBe(Math.ceil(completed.length / 20));
    expect(answer.completedPayments.map((p: { id: number }) => p.id)).toEqual(completed.slice(0, 20).map((p) => p.id));
    expect(answer.completedPayments.every((p: { status: string }) => p.status === 'completed')).toBe(true);
  });

  it('confirms a pending payment: issues exactly `value` unused tickets to its user and audits it', async () => {
    const payment = await pendingPayment(0);
    expect(await ticketsOf(payment.id)).toEqual([]);
    const response = await put(payment.id, { status: 'completed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payment).toMatchObject({ id: payment.id, status: 'completed', value: payment.value });

    const tickets = await ticketsOf(payment.id);
    expect(tickets).toHaveLength(payment.value);
    for (const ticket of tickets) {
      expect(ticket).toMatchObject({ user_id: payment.user_id, is_used: 0, source: 'payment' });
      expect(ticket.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(tickets.map((ticket) => ticket.uuid)).size).toBe(payment.value);

    const audit = await auditOf(payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.confirm', admin_username: 'admin' });
    expect(JSON.parse(audit[0].before_json!)).toMatchObject({ status: 'pending', value: payment.value });
    const after = JSON.parse(audit[0].after_json!);
    expect(after).toMatchObject({ status: 'completed' });
    expect([...after.tickets_issued].sort()).toEqual(tickets.map((ticket) => ticket.uuid).sort());

    const completed = (await get(`${COMPLETED}?limit=100`)).json().completedPayments;
    expect(completed.some((p: { id: number }) => p.id === payment.id)).toBe(true);
    const pending = (await get(`${PENDING}?limit=100`)).json().pendingPayments;
    expect(pending.some((p: { id: number }) => p.id === payment.id)).toBe(false);
  });

  it('answers 409 to a second confirm and changes nothing', async () => {
    const payment = await pendingPayment(1);
    expect((await put(payment.id, { status: 'completed' })).statusCode).toBe(200);
    const before = await snapshot();
    const again = await put(payment.id, { status: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorAnswer('This payment is no longer pending'));
    expect(await snapshot()).toEqual(before);
    expect(await ticketsOf(payment.id)).toHaveLength(payment.value);
  });

  it('refuses a cancel without a reference code, or with a blank one, and changes nothing', async () => {
    const payment = await pendingPayment(2);
    const before = await snapshot();
    for (const payload of [{ status: 'cancelled' }, { status: 'cancelled', reference_code: '   ' }]) {
      const response = await put(payment.id, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatch(/reference_code|status/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cancels a pending payment with its reference code, issuing nothing, and audits it', async () => {
    const payment = await pendingPayment(3);
    const response = await put(payment.id, { status: 'cancelled', reference_code: '  REF-2024-001 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payment).toMatchObject({ status: 'cancelled', reference_code: 'REF-2024-001' });
    expect(await ticketsOf(payment.id)).toEqual([]);
    const audit = await auditOf(payment.id);
    expect(audit.map((row) => row.action)).toEqual(['payment.cancel']);
    expect(JSON.parse(audit[0].after_json!)).toMatchObject({ status: 'cancelled', reference_code: 'REF-2024-001' });

    const before = await snapshot();
    const confirm = await put(payment.id, { status: 'completed' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error).toBe('This payment is no longer pending');
    const cancelAgain = await put(payment.id, { status: 'cancelled', reference_code: 'OTHER' });
    expect(cancelAgain.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown payment and 400 for an unknown status, changing nothing', async () => {
    const before = await snapshot();
    const unknown = await put(999_999, { status: 'completed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('999999');
    const badStatus = await put((await pendingPayment(4)).id, { status: 'refunded' });
    expect(badStatus.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every payment call without a token', async () => {
    expect((await t.call({ method: 'GET', url: PENDING })).statusCode).toBe(401);
    const payment = await pendingPayment(5);
    expect(
      (await t.call({ method: 'PUT', url: PAYMENT(payment.id), payload: { status: 'completed' } })).statusCode,
    ).toBe(401);
    expect(await ticketsOf(payment.id)).toEqual([]);
  });
});
