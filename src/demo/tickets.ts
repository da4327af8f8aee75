/**
 * The demo's tickets, on the in-memory store, with the server's rules and messages
 * (server/domain/tickets.ts, server/domain/ticketsRepair.ts): lookup by user id and/or phone or digits
 * from one ('-' for absent), delete of unused tickets only, one free ticket, and the repair run, which issues what completed
 * payments miss but never brings back a ticket an admin deleted.
 */
import type { Static } from '@sinclair/typebox';
import type { Ticket } from '../../contract';
import type { Row, TicketSource } from '../../server/db/schema';
import { matchesText, memberSearch, phoneHeldByMany } from '../../server/domain/memberSearch';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { newestFirst } from './paging';
import { type DemoStore, nextId } from './store';
import { recordDemoAudit } from './teams';

type TicketRow = Row<'tickets'>;

export const NEED_ID_OR_PHONE = 'please enter an ID or Phone, at least one value';
export const TICKET_IS_USED = 'This ticket has been used and cannot be deleted';

/** Adds `count` unused tickets with random UUID codes; answers the codes. */
export function issueDemoTickets(
  store: DemoStore,
  request: { userId: number; count: number; paymentId: number | null; source: TicketSource },
): string[] {
  const tickets = store.data.tickets;
  const createdAt = new Date().toISOString();
  let id = nextId(tickets);
  const codes: string[] = [];
  for (let i = 0; i < request.count; i++) {
    const uuid = crypto.randomUUID();
    tickets.push({
      id: id++,
      user_id: request.userId,
      uuid,
      is_used: 0,
      payment_id: request.paymentId,
      source: request.source,
      created_at: createdAt,
    });
    codes.push(uuid);
  }
  return codes;
}

const toTicket = (row: TicketRow): Static<typeof Ticket> => ({
  ID: row.id,
  UserID: row.user_id,
  UUID: row.uuid,
  IsUsed: row.is_used === 1,
  CreatedAt: row.created_at,
});

const present = (segment: string) => (segment === '-' ? undefined : segment);
const normalisePhone = (phone: string) => (phone.startsWith('+66') ? `0${phone.slice(3)}` : phone);

/** How many of each payment's tickets admins deleted (from the audit log, as the server counts them). */
function deletedByAdmins(store: DemoStore): Map<number, number> {
  const deleted = new Map<number, number>();
  for (const row of store.data.audit_log) {
    if (row.action !== 'ticket.delete' || !row.before_json) continue;
    const paymentId = (JSON.parse(row.before_json) as { payment_id?: unknown }).payment_id;
    if (typeof paymentId === 'number') deleted.set(paymentId, (deleted.get(paymentId) ?? 0) + 1);
  }
  return deleted;
}

/** The server's rule (server/domain/tickets.ts): the whole number, else digits from one member's phone. */
function usersOfLookup(store: DemoStore, userId: number | undefined, phone: string | undefined) {
  const users = store.data.users.filter((user) => userId === undefined || user.id === userId);
  if (phone === undefined) return users;
  const exact = users.filter((user) => user.phone === phone);
  const search = memberSearch(phone);
  if (exact.length > 0 || !search.anywhere) return exact;
  const holding = users.filter((user) => matchesText(search, user.phone));
  if (holding.length > 1) throw new DemoError(409, phoneHeldByMany(phone));
  return holding;
}

export const ticketHandlers: DemoHandlerMap = {
  seeTicketUser: ({ params }, store) => {
    const userIdText = present(params.userId);
    const phoneText = present(params.phone);
    if (userIdText === undefined && phoneText === undefined) throw new DemoError(400, NEED_ID_OR_PHONE);
    const userId = userIdText === undefined ? undefined : Number(userIdText);
    const phone = phoneText === undefined ? undefined : normalisePhone(phoneText);
    const users = usersOfLookup(store, userId, phone);
    if (users.length === 0) {
      const described = [userId !== undefined && `id ${userId}`, phone !== undefined && `phone ${phone}`]
        .filter(Boolean)
        .join(' and ');
      throw new DemoError(404, `No user with ${described}`);
    }
    const ids = new Set(users.map((user) => user.id));
    const data = store.data.tickets
      .filter((ticket) => ids.has(ticket.user_id))
      .sort(newestFirst)
      .map(toTicket);
    return { ok: true, data };
  },

  deleteTicket: ({ params, admin }, store) => {
    const tickets = store.data.tickets;
    const index = tickets.findIndex((ticket) => ticket.id === params.ticketId);
    if (index < 0) throw new DemoError(404, `No ticket with id ${params.ticketId}`);
    const ticket = tickets[index];
    if (ticket.is_used) throw new DemoError(409, TICKET_IS_USED);
    tickets.splice(index, 1);
    recordDemoAudit(store, admin, {
      action: 'ticket.delete',
      targetType: 'ticket',
      targetId: ticket.id,
      before: ticket,
    });
    return { ok: true };
  },

  generateAllTicketForPlayer: ({ body, admin }, store) => {
    if (body?.user_id !== undefined) {
      const userId = body.user_id;
      if (!store.data.users.some((user) => user.id === userId)) throw new DemoError(404, `No user with id ${userId}`);
      const [uuid] = issueDemoTickets(store, { userId, count: 1, paymentId: null, source: 'free' });
      recordDemoAudit(store, admin, {
        action: 'ticket.free',
        targetType: 'user',
        targetId: userId,
        after: { user_id: userId, uuid, source: 'free' },
      });
      return { ok: true, issued: 1 };
    }
    // the repair run
    const held = new Map<number, number>();
    for (const ticket of store.data.tickets) {
      if (ticket.payment_id !== null) held.set(ticket.payment_id, (held.get(ticket.payment_id) ?? 0) + 1);
    }
    const deleted = deletedByAdmins(store);
    let issued = 0;
    for (const payment of [...store.data.payments].sort((a, b) => a.id - b.id)) {
      if (payment.status !== 'completed') continue;
      const has = held.get(payment.id) ?? 0;
      const missing = payment.value - (deleted.get(payment.id) ?? 0) - has;
      if (missing <= 0) continue;
      const codes = issueDemoTickets(store, {
        userId: payment.user_id,
        count: missing,
        paymentId: payment.id,
        source: 'repair',
      });
      recordDemoAudit(store, admin, {
        action: 'ticket.repair',
        targetType: 'payment',
        targetId: payment.id,
        before: {
          payment_id: payment.id,
          value: payment.value,
          tickets: has,
          deleted_by_admins: deleted.get(payment.id) ?? 0,
        },
        after: { payment_id: payment.id, value: payment.value, tickets: has + missing, tickets_issued: codes },
      });
      issued += codes.length;
    }
    return { ok: true, issued };
  },
};
