/**
 * A payment leaves 'pending' exactly once: one conditional update inside the transaction that issues its tickets,
 * so concurrent confirms find at most one pending row to change (on PostgreSQL the loser waits for the row lock).
 */
import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type Actor, auditedWrite } from './auditedWrite';
import { issueTickets } from './tickets';

export const NO_LONGER_PENDING = 'This payment is no longer pending';

export type Settlement =
  | { status: 'completed'; referenceCode?: string }
  | { status: 'cancelled'; referenceCode: string };

export interface SettleInput {
  paymentId: number;
  settlement: Settlement;
  admin: Actor;
  at: Date;
}

export interface SettleResult {
  payment: Row<'payments'>;
  ticketCodes: string[];
}

export async function requirePayment(db: Kysely<Database>, id: number): Promise<Row<'payments'>> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!payment) throw notFound(`No payment with id ${id}`, 'payment.not_found', { id });
  return payment;
}

/** Everything but the QR payload, which the amount determines. */
const auditView = (payment: Row<'payments'>) => ({
  id: payment.id,
  user_id: payment.user_id,
  value: payment.value,
  amount: payment.amount,
  status: payment.status,
  reference_code: payment.reference_code,
  updated_at: payment.updated_at,
});

export async function settlePayment(db: Kysely<Database>, input: SettleInput): Promise<SettleResult> {
  const { paymentId, settlement, admin, at } = input;
  const referenceCode = settlement.referenceCode?.trim() || null;
  if (settlement.status === 'cancelled' && referenceCode === null) {
    // the schema refuses a blank code already; this keeps the rule true for any caller
    throw new Error('cancelling a payment needs a reference code');
  }
  return auditedWrite(db, { admin, at }, async (trx) => {
    const before = await requirePayment(trx, paymentId);
    // whoever changes the row owns the side effects; everyone else gets 409
    const after = await trx
      .updateTable('payments')
      .set({
        status: settlement.status,
        reference_code: referenceCode ?? before.reference_code,
        updated_at: at.toISOString(),
      })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!after) throw conflict(NO_LONGER_PENDING, 'payment.not_pending');
    const ticketCodes =
      settlement.status === 'completed'
        ? await issueTickets(trx, { userId: after.user_id, count: after.value, paymentId, source: 'payment', at })
        : [];
    return {
      action: settlement.status === 'completed' ? 'payment.confirm' : 'payment.cancel',
      targetType: 'payment',
      targetId: paymentId,
      before: auditView(before),
      after: { ...auditView(after), tickets_issued: ticketCodes },
      result: { payment: after, ticketCodes },
    };
  });
}
