/** The ticket cards the members list declares above its rows, under ids of their own on this screen. */
import { FreeTicketForm, TicketLookup } from '../settings/tickets';

export const MembersFreeTicket = () => <FreeTicketForm idPrefix="members-free-ticket" />;

export const MembersUnusedTickets = () => <TicketLookup onlyUnused />;
