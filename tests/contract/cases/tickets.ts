/**
 * Tickets. Ids chosen from the generator (fixtures/payments.ts): ticket 1 is used and ticket 3 unused
 * (a paid one) in the small test set and in the full demo set, whatever the anchor date; user 1 exists
 * in both and holds tickets. Ticket 3 is deleted here, so these cases run once per target, in order.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const ticketCases: ContractCase[] = [
  {
    name: "answers a user's tickets by user id, newest first",
    route: 'seeTicketUser',
    params: { userId: 1, phone: '-' },
    status: 200,
    check: (answer) => {
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.data.every((ticket: { UserID: number }) => ticket.UserID === 1)).toBe(true);
      const created = answer.data.map((ticket: { CreatedAt: string }) => ticket.CreatedAt);
      expect(created).toEqual([...created].sort().reverse());
    },
  },
  {
    name: "answers 400 with the spec's message when both segments are '-'",
    route: 'seeTicketUser',
    params: { userId: '-', phone: '-' },
    status: 400,
    check: (answer) => expect(answer.error).toBe('please enter an ID or Phone, at least one value'),
  },
  {
    name: 'answers 404 for an unknown user',
    route: 'seeTicketUser',
    params: { userId: 999999, phone: '-' },
    status: 404,
  },
  {
    name: 'refuses a malformed user id with 400',
    route: 'seeTicketUser',
    params: { userId: 'x1', phone: '-' },
    status: 400,
  },
  {
    name: 'refuses to delete a used ticket with 409',
    route: 'deleteTicket',
    params: { ticketId: 1 },
    status: 409,
  },
  { name: 'deletes an unused ticket', route: 'deleteTicket', params: { ticketId: 3 }, status: 200 },
  { name: 'answers 404 for a ticket already deleted', route: 'deleteTicket', params: { ticketId: 3 }, status: 404 },
  {
    name: 'gives a user one free ticket',
    route: 'generateAllTicketForPlayer',
    body: { user_id: 1 },
    status: 200,
    check: (answer) => expect(answer.issued).toBe(1),
  },
  {
    name: "shows the free ticket first in the user's tickets, unused, with a UUID code",
    route: 'seeTicketUser',
    params: { userId: 1, phone: '-' },
    status: 200,
    check: (answer) => {
      expect(answer.data[0].IsUsed).toBe(false);
      expect(answer.data[0].UUID).toMatch(UUID_V4);
    },
  },
  {
    name: 'answers 404 to a free ticket for an unknown user',
    route: 'generateAllTicketForPlayer',
    body: { user_id: 999999 },
    status: 404,
  },
  {
    name: 'refuses a malformed user_id with 400',
    route: 'generateAllTicketForPlayer',
    body: { user_id: 'x' },
    status: 400,
  },
  {
    name: 'the repair run (empty body) issues nothing when every completed payment holds its tickets',
    route: 'generateAllTicketForPlayer',
    body: {},
    status: 200,
    // the paid ticket deleted above was an admin's decision, not a missing ticket
    check: (answer) => expect(answer.issued).toBe(0),
  },
];
