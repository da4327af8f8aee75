import PeopleIcon from '@mui/icons-material/People';
import { USER_PAGE, User } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart } from '../../kit/lazyPart';
import { auditLogResource } from '../auditLog';
import { freeTicketFace, unusedTicketsFace } from '../settings/tickets/ticketFaces';
import { ticketResource } from '../settings/tickets/ticketResource';
import { memberEntryResource } from './memberEntryResource';

const memberTools = () => import('./memberTools');

export const memberResource = defineResource({
  name: 'userdetail',
  record: User,
  icon: PeopleIcon,
  menu: { label: 'menu.userdetail', order: 7 },
  recordRepresentation: 'name',
  list: {
    title: 'app.screen.members',
    tools: [
      {
        face: freeTicketFace,
        card: lazyPart(() => memberTools().then((m) => m.MembersFreeTicket)),
        route: 'generateAllTicketForPlayer',
      },
      { face: unusedTicketsFace, card: lazyPart(() => memberTools().then((m) => m.MembersUnusedTickets)) },
    ],
    perPage: USER_PAGE.limit,
    sort: { field: 'id', order: 'ASC' },
    search: 'q',
    empty: 'app.members.none',
  },
  show: {
    related: [
      { title: 'app.members.tickets_title', declaration: ticketResource, filter: (member) => ({ userId: member.id }) },
      {
        title: 'app.members.entries_title',
        declaration: memberEntryResource,
        filter: (member) => ({ userId: member.id }),
      },
      {
        title: 'app.members.audit_title',
        declaration: auditLogResource,
        filter: (member) => ({ target_type: 'user', target_id: String(member.id) }),
      },
    ],
  },
});
