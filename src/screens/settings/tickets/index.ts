export { FreeTicketForm } from './FreeTicketForm';
export { lookupErrorMessage } from './lookupError';
export { TicketLookup, type TicketLookupProps } from './TicketLookup';
export { TicketsTable, type TicketsTableProps } from './TicketsTable';
export { ticketResource } from './ticketResource';
