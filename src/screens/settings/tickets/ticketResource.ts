/**
 * Tickets (spec screens 11 and 12): a user's tickets, newest first, looked up by user id or phone; each row
 * says whether it is used and offers the delete the spec asks about first. Shown on the settings and members
 * screens (TicketLookup) and at /ticket.
 */
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { Ticket } from '../../../../contract';
import { defineResource } from '../../../kit/declaration';
import { lazyPart } from '../../../kit/lazyPart';

// the screen's buttons and editable cells come with the screen's code, fetched when it opens (issue 20)
const DeleteTicketButton = lazyPart(() => import('./DeleteTicketButton').then((m) => m.DeleteTicketButton));

export const ticketResource = defineResource({
  name: 'ticket',
  record: Ticket,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'UUID',
  list: {
    columns: ['UserID', 'UUID', 'IsUsed', 'CreatedAt'],
    // a user's tickets are one list (the lookup answers them all); this only bounds the rendering
    perPage: 500,
    sort: { field: 'CreatedAt', order: 'DESC' },
    // the route's path segments, '-' standing for the one left out
    queryFilters: { userId: 'text', phone: 'text' },
    rowActions: DeleteTicketButton,
    empty: (filter) => (filter.IsUsed === false ? 'app.tickets.none_unused' : 'app.tickets.none'),
  },
});
