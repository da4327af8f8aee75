import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Season } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart } from '../../kit/lazyPart';

const CreateGameWeekButton = lazyPart(() =>
  import('../gameWeeks/CreateGameWeekButton').then((m) => m.CreateGameWeekButton),
);
const ManageSeasonButton = lazyPart(() => import('./ManageSeasonButton').then((m) => m.ManageSeasonButton));

export const seasonResource = defineResource({
  name: 'season',
  record: Season,
  icon: CalendarMonthIcon,
  menu: { label: 'menu.season', order: 1 },
  recordRepresentation: 'label',
  list: {
    title: 'app.screen.season_list',
    // a handful of seasons: one page
    perPage: 1000,
    toolbar: CreateGameWeekButton,
    rowActions: ManageSeasonButton,
  },
});
