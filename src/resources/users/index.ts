/** Members (spec screen 12, /userdetail): the users, searched and sorted on the server, 50 a page. */
import PeopleIcon from '@mui/icons-material/People';
import { USER_PAGE, User } from '../../../contract';
import { defineResource } from '../../schema/declaration';
import { MembersList } from './MembersList';

export const memberResource = defineResource({
  name: 'userdetail',
  record: User,
  icon: PeopleIcon,
  menu: { label: 'menu.userdetail', order: 7 },
  recordRepresentation: 'name',
  list: {
    title: 'app.screen.members',
    perPage: USER_PAGE.limit,
    sort: { field: 'id', order: 'ASC' },
    search: 'q',
    empty: 'app.members.none',
  },
  views: { list: MembersList },
});
