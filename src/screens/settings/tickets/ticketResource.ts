import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { Ticket } from '../../../../contract';
import { defineResource } from '../../../kit/declaration';
import { lazyPart } from '../../../kit/lazyPart';

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
