/** Tickets: issuing them, deleting an unused one, and the settings screen's lookup. */
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Ticket } from '../../contract';
import { normalisePhone, phoneHolders } from '../../contract/rules/phone';
import type { Dialect } from '../db/connection';
import type { Database, Row, TicketSource } from '../db/schema';
import { rowsPerInsert } from '../db/seed';
import { badRequest, conflict, notFound } from '../errors';
import { type Actor, auditedWrite } from './auditedWrite';
import { memberSearch, phoneHeldByMany } from './memberSearch';
import { substringIndexOf, textMatching } from './memberTextSearch';

export type TicketAnswer = Static<typeof Ticket>;

export const NEED_ID_OR_PHONE = 'please enter an ID or Phone, at least one value';
export const TICKET_IS_USED = 'This ticket has been used and cannot be deleted';

export interface IssueRequest {
  userId: number;
  count: number;
  paymentId: number | null;
  source: TicketSource;
  at: Date;
}

/** Call it inside the caller's transaction. */
export async function issueTickets(trx: Kysely<Database>, request: IssueRequest): Promise<string[]> {
  const rows = Array.from({ length: request.count }, () => ({
    user_id: request.userId,
    uuid: crypto.randomUUID(),
    is_used: 0 as const,
    payment_id: request.paymentId,
    source: request.source,
    created_at: request.at.toISOString(),
  }));
  const chunk = rowsPerInsert(6);
  for (let start = 0; start < rows.length; start += chunk) {
    await trx
      .insertInto('tickets')
      .values(rows.slice(start, start + chunk))
      .execute();
  }
  return rows.map((row) => row.uuid);
}

function noUserMatching(userId: number | undefined, phone: string | undefined) {
  if (userId === undefined) {
    return notFound(`No user with phone ${phone}`, 'user.not_found_by_phone', { phone: String(phone) });
  }
  if (phone === undefined) return notFound(`No user with id ${userId}`, 'user.not_found', { userId: String(userId) });
  return notFound(`No user with id ${userId} and phone ${phone}`, 'user.not_found_by', {
    userId: String(userId),
    phone,
  });
}

export async function giveFreeTicket(db: Kysely<Database>, userId: number, admin: Actor, at: Date): Promise<string> {
  return auditedWrite(db, { admin, at }, async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound(`No user with id ${userId}`, 'user.not_found', { userId: String(userId) });
    const [code] = await issueTickets(trx, { userId, count: 1, paymentId: null, source: 'free', at });
    return {
      action: 'ticket.free',
      targetType: 'user',
      targetId: userId,
      after: { user_id: userId, uuid: code, source: 'free' },
      result: code,
    };
  });
}

const ticketAuditView = (ticket: Row<'tickets'>) => ({
  id: ticket.id,
  user_id: ticket.user_id,
  uuid: ticket.uuid,
  is_used: ticket.is_used,
  payment_id: ticket.payment_id,
  source: ticket.source,
  created_at: ticket.created_at,
});

/** A used ticket is history: the conditional delete keeps it. */
export async function deleteTicket(db: Kysely<Database>, ticketId: number, admin: Actor, at: Date): Promise<void> {
  await auditedWrite(db, { admin, at }, async (trx) => {
    const ticket = await trx.selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirst();
    if (!ticket) throw notFound(`No ticket with id ${ticketId}`, 'ticket.not_found', { id: ticketId });
    if (ticket.is_used) throw conflict(TICKET_IS_USED, 'ticket.used');
    const deleted = await trx
      .deleteFrom('tickets')
      .where('id', '=', ticketId)
      .where('is_used', '=', 0)
      .executeTakeFirst();
    // the ticket was used (or deleted) between the read and the delete
    if (Number(deleted.numDeletedRows) !== 1) throw conflict(TICKET_IS_USED, 'ticket.used');
    return {
      action: 'ticket.delete',
      targetType: 'ticket',
      targetId: ticketId,
      before: ticketAuditView(ticket),
      result: undefined,
    };
  });
}

export const toTicketAnswer = (ticket: Row<'tickets'>): TicketAnswer => ({
  ID: ticket.id,
  UserID: ticket.user_id,
  UUID: ticket.uuid,
  IsUsed: ticket.is_used === 1,
  CreatedAt: ticket.created_at,
});

/** '-' stands for an absent value. */
const present = (segment: string | undefined) => (segment === undefined || segment === '-' ? undefined : segment);

/** Digits from a phone must name only one member: an operator reading a number aloud gets a 409, not a stranger's tickets. */
async function usersOfLookup(
  db: Kysely<Database>,
  dialect: Dialect,
  userId: number | undefined,
  phone: string | undefined,
): Promise<number[]> {
  let users = db.selectFrom('users').select('id');
  if (userId !== undefined) users = users.where('id', '=', userId);
  if (phone === undefined) return (await users.execute()).map((user) => user.id);
  const withPhones = users.select('phone');
  const exact = await withPhones.where('phone', '=', phone).execute();
  const search = memberSearch(phone);
  if (exact.length > 0 || !search.anywhere) return exact.map((user) => user.id);
  const index = await substringIndexOf(db, dialect);
  const holding = await withPhones
    .where(textMatching(search, ['phone'], dialect, index))
    .orderBy('id')
    .limit(2)
    .execute();
  const holders = phoneHolders(holding, phone);
  if (holders === 'several') throw conflict(phoneHeldByMany(phone), 'ticket.phone_ambiguous', { phone });
  return holders.map((user) => user.id);
}

/** Newest first; given both an id and a phone, they must belong to the same user. */
export async function findTicketsOfUser(
  db: Kysely<Database>,
  dialect: Dialect,
  segments: { userId: string; phone: string },
): Promise<TicketAnswer[]> {
  const userIdText = present(segments.userId);
  const phoneText = present(segments.phone);
  if (userIdText === undefined && phoneText === undefined)
    throw badRequest(NEED_ID_OR_PHONE, 'ticket.need_id_or_phone');
  const userId = userIdText === undefined ? undefined : Number(userIdText);
  const phone = phoneText === undefined ? undefined : normalisePhone(phoneText);
  if (userId !== undefined && !Number.isSafeInteger(userId)) {
    throw notFound(`No user with id ${userIdText}`, 'user.not_found', { userId: String(userIdText) });
  }

  const matched = await usersOfLookup(db, dialect, userId, phone);
  if (matched.length === 0) throw noUserMatching(userId, phone);
  const rows = await db
    .selectFrom('tickets')
    .selectAll()
    .where('user_id', 'in', matched)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toTicketAnswer);
}
