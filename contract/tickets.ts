import { plainDigitsUpTo } from './canonicalIntegers';
import { IdParam, INT4_MAX, OkAnswer } from './common';
import { describedPattern } from './patternMessages';
import { BodyId, Doc, Instant } from './shared';
import * as Type from './typeBuilder';
import { AcceptsDigitText } from './typedNumbers';

export const Ticket = Type.Object(
  {
    ID: Type.Integer({ minimum: 1 }),
    UserID: Type.Integer({ minimum: 1 }),
    UUID: Type.String({ description: 'The ticket code' }),
    IsUsed: Type.Boolean(),
    CreatedAt: Instant(),
  },
  { title: 'Ticket', description: "A user's ticket: its code and whether it is used." },
);

/** Not a union with `{}`: Ajv's removeAdditional would strip a malformed `{user_id: 'x'}` to `{}`, a repair run. */
export const FreeTicketBody = Doc(
  Type.Object({ user_id: Type.Optional(AcceptsDigitText(BodyId())) }),
  'FreeTicketBody',
  '{user_id}: create one free ticket for that user. {}: the ticket repair run.',
);

export const FreeTicketAnswer = Doc(
  OkAnswer({ issued: Type.Integer({ minimum: 0, description: 'Tickets created' }) }),
  'FreeTicketAnswer',
  'How many tickets were created.',
);

export const TicketIdParams = Type.Object({ ticketId: IdParam });

export const DeleteTicketAnswer = Doc(OkAnswer({}), 'DeleteTicketAnswer', 'The ticket is deleted.');

/** '-' stands for an absent segment, so the id is text, in plain digits up to INT4_MAX like every other id. */
export const SeeTicketUserParams = Type.Object({
  userId: Type.String({
    pattern: describedPattern(
      `^(${plainDigitsUpTo(INT4_MAX)}|-)$`,
      `must be a user id (plain digits up to ${INT4_MAX}) or '-'`,
      'validation.user_id_or_dash',
    ),
    maxLength: 10,
    description: "A user id, or '-'",
  }),
  phone: Type.String({ pattern: '^([0-9+]{1,20}|-)$', maxLength: 20, description: "A phone number, or '-'" }),
});

export const SeeTicketUserAnswer = Doc(
  OkAnswer({ data: Type.Array(Ticket) }),
  'SeeTicketUserAnswer',
  "The user's tickets, newest first. Both segments '-': 400 'please enter an ID or Phone, at least one value'.",
);
