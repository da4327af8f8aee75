/**
 * The ticket repair run: a completed payment is owed `value` tickets, less those an admin deleted (a decision, kept
 * in the audit log, never undone here); the run issues what is missing, with an audit row per payment. Each payment
 * is locked before its tickets are counted, so two runs never issue the same tickets; the held tickets are counted
 * before the deletions are read again, so a delete committing in between is never counted short.
 */

import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Actor, auditedWrite } from './auditedWrite';
import { issueTickets } from './tickets';

/** Read without locks: each candidate is locked and counted again. */
async function shortPayments(db: Kysely<Database>) {
  return db
    .selectFrom('payments')
    .leftJoin('tickets', 'tickets.payment_id', 'payments.id')
    .select(['payments.id'])
    .where('payments.status', '=', 'completed')
    .groupBy(['payments.id', 'payments.value'])
    .having(sql<boolean>`count(tickets.id) < payments.value`)
    .orderBy('payments.id')
    .execute();
}

async function deletedByAdmins(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('audit_log')
    .select('before_json')
    .where('action', '=', 'ticket.delete')
    .where('before_json', 'is not', null)
    .execute();
  const deleted = new Map<number, number>();
  for (const { before_json } of rows) {
    const paymentId = (JSON.parse(before_json ?? 'null') as { payment_id?: unknown } | null)?.payment_id;
    if (typeof paymentId === 'number') deleted.set(paymentId, (deleted.get(paymentId) ?? 0) + 1);
  }
  return deleted;
}

export async function repairMissingTickets(
  db: Kysely<Database>,
  dialect: Dialect,
  admin: Actor,
  at: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const candidates = await shortPayments(trx);
    if (candidates.length === 0) return 0;
    // read once: in the steady state every candidate is explained by admins' deletions
    let deletions = await deletedByAdmins(trx);
    let issued = 0;
    for (const candidate of candidates) {
      const locking = trx
        .selectFrom('payments')
        .select(['id', 'user_id', 'value'])
        .where('id', '=', candidate.id)
        .where('status', '=', 'completed');
      const payment = await (dialect === 'postgres' ? locking.forUpdate() : locking).executeTakeFirst();
      if (!payment) continue;
      const { held } = await trx
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number>().as('held'))
        .where('payment_id', '=', payment.id)
        .executeTakeFirstOrThrow();
      if (payment.value - (deletions.get(payment.id) ?? 0) - Number(held) <= 0) continue;
      deletions = await deletedByAdmins(trx);
      const deleted = deletions.get(payment.id) ?? 0;
      const missing = payment.value - deleted - Number(held);
      if (missing <= 0) continue;
      issued += await auditedWrite(trx, { admin, at }, async (repairing) => {
        const codes = await issueTickets(repairing, {
          userId: payment.user_id,
          count: missing,
          paymentId: payment.id,
          source: 'repair',
          at,
        });
        return {
          action: 'ticket.repair',
          targetType: 'payment',
          targetId: payment.id,
          before: { payment_id: payment.id, value: payment.value, tickets: Number(held), deleted_by_admins: deleted },
          after: {
            payment_id: payment.id,
            value: payment.value,
            tickets: Number(held) + missing,
            tickets_issued: codes,
          },
          result: codes.length,
        };
      });
    }
    return issued;
  });
}
