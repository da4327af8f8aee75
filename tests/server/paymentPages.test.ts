/**
 * The payment pages an instance keeps (domain/answerCache.ts under migration 005's change counter): the
 * same page twice is the same text, and any write to a payment, by this server or straight to the
 * database as another instance, the game or a bulk load would make it, shows on the next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../server/db/schema';
import { countedRows, PAYMENTS_CHANGES } from '../../server/domain/rowCounts';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { withOtherConnection } from './support/otherConnection';
import { becomesTrue } from './support/poll';

const PAGE = (status: 'pending' | 'completed', page = 1) => `/api/admin/v1/payment-${status}?page=${page}&limit=5`;
const NOW = '2026-03-01T08:00:00.000Z';

interface ListedPayment {
  id: number;
  amount: number;
  status: PaymentStatus;
}

describe.each(databaseKinds)('payment pages kept by an instance on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'payment_pages', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const listed = async (status: 'pending' | 'completed', page = 1) => {
    const response = await t.call({ method: 'GET', url: PAGE(status, page), token });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    return { text: response.body, payments: (answer.pendingPayments ?? answer.completedPayments) as ListedPayment[] };
  };
  const newestPending = async () => (await listed('pending')).payments[0];
  const changes = () => countedRows(t.database.db, PAYMENTS_CHANGES);

  it('answers an unchanged page with the same text', async () => {
    const first = await listed('pending');
    expect(first.payments).toHaveLength(5);
    expect((await listed('pending')).text).toBe(first.text);
    // another page of the same status is its own answer
    expect((await listed('pending', 2)).payments.map((p) => p.id)).not.toEqual(first.payments.map((p) => p.id));
  });

  it('shows a payment confirmed through the API at once, on both tabs', async () => {
    const payment = await newestPending();
    await listed('completed'); // kept before the change
    const response = await t.call({
      method: 'PUT',
      url: `/api/admin/v1/payment/${payment.id}`,
      payload: { status: 'completed' },
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listed('pending')).payments.map((p) => p.id)).not.toContain(payment.id);
    expect((await listed('completed')).payments.map((p) => p.id)).toContain(payment.id);
  });

  it('shows a payment added straight to the database (another instance, the game)', async () => {
    await listed('pending');
    const before = await changes();
    const userId = (await t.database.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const added = await t.database.db
      .insertInto('payments')
      .values({
        user_id: userId,
        value: 2,
        amount: 40,
        status: 'pending',
        qr_payload: 'p',
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await changes()).toBeGreaterThan(before);
    expect((await newestPending()).id).toBe(added.id);
  });

  it('shows a change that leaves every count as it was: an amount edited in place', async () => {
    const payment = await newestPending();
    await t.database.db.updateTable('payments').set({ amount: 999 }).where('id', '=', payment.id).execute();
    expect((await newestPending()).amount).toBe(999);
  });

  it('shows a change committed by another process (on SQLite: seen by the watch on the file)', async () => {
    const payment = await newestPending();
    await withOtherConnection(t, (other) =>
      other.db.updateTable('payments').set({ amount: 777 }).where('id', '=', payment.id).execute(),
    );
    expect(await becomesTrue(async () => (await newestPending()).amount === 777)).toBe(true);
  });

  it('forgets a payment deleted straight from the database', async () => {
    const payment = await newestPending();
    await t.database.db.deleteFrom('tickets').where('payment_id', '=', payment.id).execute();
    await t.database.db.deleteFrom('payments').where('id', '=', payment.id).execute();
    expect((await listed('pending')).payments.map((p) => p.id)).not.toContain(payment.id);
  });
});
