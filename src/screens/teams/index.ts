import GroupsIcon from '@mui/icons-material/Groups';
import { createElement } from 'react';
import { Team } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart, lazyScreen } from '../../kit/lazyPart';
import { chosenSeason } from '../gameWeeks/chosenSeason';
import { seasonLabel } from '../seasons/seasonLabel';
import { TeamClosedCheckbox } from './TeamClosedCheckbox';

/** A few dozen teams at most, answered at once by the server: one page. */
const ALL_TEAMS = 1000;

const TeamBulkActions = lazyPart(() => import('./TeamBulkActions').then((m) => m.TeamBulkActions));
const TeamRowActions = lazyPart(() => import('./TeamRowActions').then((m) => m.TeamRowActions));

const TeamsList = lazyScreen(() => import('./TeamsScreen').then((m) => m.TeamsList));
const TeamsEdit = lazyScreen(() => import('./TeamsScreen').then((m) => m.TeamsEdit));

export const teamResource = defineResource({
  name: 'team',
  record: Team,
  icon: GroupsIcon,
  menu: { label: 'menu.team', order: 4 },
  recordRepresentation: 'name',
  fields: {
    // by the season's label; the form keeps the season's id, 578 by default
    season_id: { render: seasonLabel },
    is_close: { render: (team) => createElement(TeamClosedCheckbox, { team }) },
  },
  list: {
    title: 'app.screen.teams',
    // the Opta ids are in the form; the row keeps Edit and Delete in view at 1024 px
    columns: ['id', 'season_id', 'team_id', 'name', 'short_name', 'club_abbr', 'grounds_city', 'is_close'],
    perPage: ALL_TEAMS,
    sort: { field: 'id', order: 'ASC' },
    // the route answers every season's teams: one season at a time
    chosenFirst: chosenSeason('season_id'),
    createButton: false,
    rowActions: TeamRowActions,
    // a phone's card keeps the Open/Closed checkbox, an operator's frequent change
    card: { secondary: ['id', 'short_name', 'is_close'] },
    // open or close many teams at once; deleting stays one team at a time (players and fixtures hold on)
    bulkActions: TeamBulkActions,
  },
  views: { list: TeamsList, edit: TeamsEdit },
});
