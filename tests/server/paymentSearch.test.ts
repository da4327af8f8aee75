/**
 * The payments search on each tab (by the member's id, digits of their phone, a reference code's start or the
 * exact amount), the member's name and phone with each row, and the cancelled tab, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptPayPayload } from '../../contract/rules/promptpay';
import type { PaymentStatus } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const LIST = (status: PaymentStatus, q?: string) =>
  `/api/admin/v1/payment-${status}${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;
const ANSWER_KEY = { pending: 'pendingPayments', completed: 'completedPayments', cancelled: 'cancelledPayments' };

const MEMBERS = [
  { name: 'สมชาย ใจดี', username: 'somchai', phone: '0812345678' },
  { name: 'Malee', username: 'malee', phone: '0899999999' },
  { name: 'Chai', username: 'chai', phone: '0812000000' },
];

interface Listed {
  id: number;
  user_id: number;
  member_name?: string;
  member_phone?: string;
}

describe.each(databaseKinds)('payments search on %s', (kind) => {
  let t: TestApp;
  let token: string;
  /** by name: somchai's pending 100, completed 200; malee's pending 150.5, cancelled 100; chai's pending 300 */
  const ids: Record<string, number> = {};
  const memberIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, 'payment_search');
    token = await t.signIn();
    const { db } = t.database;
    for (const member of MEMBERS) {
      const row = await db
        .insertInto('users')
        .values({ ...member, bank_account: '1234567890', bank_type: 'SCB', created_at: '2026-01-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      memberIds.push(row.id);
    }
    const payments = [
      { key: 'somchaiPending', member: 0, amount: 100, status: 'pending', reference_code: null },
      { key: 'somchaiCompleted', member: 0, amount: 200, status: 'completed', reference_code: null },
      { key: 'maleePending', member: 1, amount: 150.5, status: 'pending', reference_code: null },
      { key: 'maleeCancelled', member: 1, amount: 100, status: 'cancelled', reference_code: 'REF-ABC-1' },
      { key: 'chaiPending', member: 2, amount: 300, status: 'pending', reference_code: null },
    ] as const;
    for (const [index, payment] of payments.entries()) {
      const at = new Date(Date.UTC(2026, 0, 2, 0, index)).toISOString();
      const row = await db
        .insertInto('payments')
        .values({
          user_id: memberIds[payment.member],
          value: 1,
          amount: payment.amount,
          status: payment.status,
          qr_payload: promptPayPayload({ target: '0812345678', amount: payment.amount }),
          reference_code: payment.reference_code,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[payment.key] = row.id;
    }
  });
  afterAll(() => t.dispose());

  const list = async (status: PaymentStatus, q?: string) => {
    const response = await t.call({ method: 'GET', url: LIST(status, q), token });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    return { rows: answer[ANSWER_KEY[status]] as Listed[], total: answer.total as number };
  };
  const found = async (status: PaymentStatus, q: string) => (await list(status, q)).rows.map((row) => row.id);

  it("carries each row's member name and phone", async () => {
    const { rows } = await list('pending');
    expect(rows.map((row) => [row.id, row.member_name, row.member_phone])).toEqual([
      [ids.chaiPending, 'Chai', '0812000000'],
      [ids.maleePending, 'Malee', '0899999999'],
      [ids.somchaiPending, 'สมชาย ใจดี', '0812345678'],
    ]);
  });

  it('lists the cancelled payments on a tab of their own', async () => {
    const { rows, total } = await list('cancelled');
    expect(rows.map((row) => row.id)).toEqual([ids.maleeCancelled]);
    expect(total).toBe(1);
  });

  it("finds a member's payments by the member's id, within the tab", async () => {
    expect(await found('pending', String(memberIds[0]))).toEqual([ids.somchaiPending]);
    expect(await found('completed', String(memberIds[0]))).toEqual([ids.somchaiCompleted]);
    expect(await found('cancelled', String(memberIds[0]))).toEqual([]);
  });

  it('finds by the whole phone with its leading 0 or as +66, and by a part of it', async () => {
    expect(await found('pending', '0812345678')).toEqual([ids.somchaiPending]);
    expect(await found('pending', '+66812345678')).toEqual([ids.somchaiPending]);
    expect(await found('pending', '081-234-5678')).toEqual([ids.somchaiPending]);
    expect(await found('pending', '2345')).toEqual([ids.somchaiPending]);
    expect(await found('pending', '0812')).toEqual([ids.chaiPending, ids.somchaiPending]);
    expect(await found('pending', '+66812')).toEqual([ids.chaiPending, ids.somchaiPending]);
  });

  it("finds by a reference code's start, on the tab that holds it", async () => {
    expect(await found('cancelled', 'REF-ABC-1')).toEqual([ids.maleeCancelled]);
    expect(await found('cancelled', 'REF-AB')).toEqual([ids.maleeCancelled]);
    expect(await found('cancelled', 'REF-X')).toEqual([]);
    expect(await found('pending', 'REF-ABC-1')).toEqual([]);
  });

  it('finds by the exact amount, counting each payment once', async () => {
    expect(await found('pending', '150.5')).toEqual([ids.maleePending]);
    expect(await found('pending', '150')).toEqual([]);
    expect(await found('pending', '100')).toEqual([ids.somchaiPending]);
    expect(await found('cancelled', '100')).toEqual([ids.maleeCancelled]);
    const { total } = await list('pending', '0812');
    expect(total).toBe(2);
  });

  it('answers a search with the rows it finds and their count, with the member fields', async () => {
    const { rows, total } = await list('pending', '0899999999');
    expect(total).toBe(1);
    expect(rows).toMatchObject([{ id: ids.maleePending, member_name: 'Malee', member_phone: '0899999999' }]);
    expect((await list('pending', 'nothing-like-this')).total).toBe(0);
    expect((await list('pending', '   ')).total).toBe(3);
  });

  it("shows a member's new name and phone on the next page, though pages are kept between changes", async () => {
    expect((await list('pending')).rows.find((row) => row.id === ids.chaiPending)?.member_name).toBe('Chai');
    await t.database.db
      .updateTable('users')
      .set({ name: 'Chaiwat', phone: '0812000001' })
      .where('id', '=', memberIds[2])
      .execute();
    const renamed = (await list('pending')).rows.find((row) => row.id === ids.chaiPending);
    expect(renamed).toMatchObject({ member_name: 'Chaiwat', member_phone: '0812000001' });
  });

  it("answers one payment with its member's name and phone", async () => {
    const response = await t.call({ method: 'GET', url: `/api/admin/v1/payment/${ids.maleeCancelled}`, token });
    expect(response.json().payment).toMatchObject({ member_name: 'Malee', member_phone: '0899999999' });
  });
});
