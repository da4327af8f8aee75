import { deleteTicket, findTicketsOfUser, giveFreeTicket } from '../domain/tickets';
import { repairMissingTickets } from '../domain/ticketsRepair';
import { type HandlerMap, requireAdmin } from './types';

export const ticketHandlers: HandlerMap = {
  seeTicketUser: async ({ params }, { db, dialect }) => ({
    ok: true,
    data: await findTicketsOfUser(db, dialect, params),
  }),

  deleteTicket: async ({ params, admin }, { db, clock }) => {
    const { id, username } = requireAdmin(admin);
    await deleteTicket(db, params.ticketId, { id, username }, clock.now());
    return { ok: true };
  },

  /** With a user_id: one free ticket for that user; without: the repair run. */
  generateAllTicketForPlayer: async ({ body, admin }, { db, dialect, clock }) => {
    const { id, username } = requireAdmin(admin);
    const who = { id, username };
    if (body?.user_id !== undefined) {
      await giveFreeTicket(db, body.user_id, who, clock.now());
      return { ok: true, issued: 1 };
    }
    return { ok: true, issued: await repairMissingTickets(db, dialect, who, clock.now()) };
  },
};
