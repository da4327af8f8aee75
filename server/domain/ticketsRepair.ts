/**
 * The ticket repair run: `POST generate-all-ticket-for-player` with an empty body (the spec shows the
 * call but not what triggers it). A completed payment is owed `value` tickets; where it holds fewer
 * (data from before confirms issued tickets in the same transaction, or rows lost outside the API),
 * the run issues the missing ones with source 'repair' and writes one 'ticket.repair' audit row per
 * repaired payment. When every completed payment holds its tickets it changes and writes nothing.
 *
 * A paid ticket an admin deleted through the API is not missing: the delete is a decision, recorded
 * by its 'ticket.delete' audit row (written in the delete's own transaction), so the run owes the
 * payment `value` minus those deletions and never brings a deleted ticket back.
 *
 * Concurrent runs: each payment is locked (PostgreSQL: SELECT ... FOR UPDATE; SQLite runs one write
 * transaction at a time) before its tickets are counted, so two runs never issue the same tickets.
 * Before issuing, held tickets are counted first and deletions read again after: a delete committing
 * between the two is then seen on both sides or only in the deletions (nothing issued), never short.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import { type Actor, auditedWrite } from './auditedWrite';
import { issueTickets } from './tickets';

/** Completed payments holding fewer tickets than they bought: the candidates, read without locks. */
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

/** How many of each payment's tickets admins deleted through the API (from the audit log). */
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

/** Issues the missing tickets of completed payments; answers how many it issued. */
export async function repairMissingTickets(
  db: Kysely<Database>,
  dialect: Dialect,
  admin: Actor,
  at: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const candidates = await shortPayments(trx);
    if (candidates.length === 0) return 0;
    // read once: in the steady state every candidate is explained by admins' deletions
    let deletions = await deletedByAdmins(trx);
    let issued = 0;
    for (const candidate of candidates) {
      // Lock the payment, then count again: another run may have repaired it since the read above.
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
      // about to issue: read the deletions again, after the held count (see the ordering note above)
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
