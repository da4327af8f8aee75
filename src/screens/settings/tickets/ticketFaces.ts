/** The ticket cards' faces, apart from their code: the members list declares them, and the shell paints them. */
import ClearIcon from '@mui/icons-material/Clear';
import FreeTicketIcon from '@mui/icons-material/ConfirmationNumber';
import SearchIcon from '@mui/icons-material/Search';
import type { IdBoxFace } from '../../../kit/idBoxFace';

/** a user ID or a phone, then a member found before the ticket is added */
export const freeTicketFace: IdBoxFace = {
  title: 'app.tickets.free_title',
  label: 'app.tickets.free_user_id',
  submit: { label: 'app.tickets.add_free', icon: FreeTicketIcon },
  submitWaitsForId: true,
};

const lookupFace = (title: string): IdBoxFace => ({
  title,
  label: 'app.tickets.member_key',
  submit: { label: 'app.tickets.view', icon: SearchIcon },
  second: { label: 'app.tickets.clear', icon: ClearIcon },
});

export const ticketLookupFace = lookupFace('app.tickets.title');
/** the members screen's lookup, of the unused tickets only */
export const unusedTicketsFace = lookupFace('app.tickets.unused_title');
