/**
 * Teams management (spec screen 8, /team): the form above the list creates a team, or updates the one at
 * /team/{id}; each row has the Open/Closed checkbox saved at once, Edit and Delete.
 */
import GroupsIcon from '@mui/icons-material/Groups';
import { createElement } from 'react';
import { Team } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart, lazyScreen } from '../../kit/lazyPart';
import { TeamClosedCheckbox } from './TeamClosedCheckbox';

/** Every team is one page: there are a few dozen at most, and the server answers them all at once. */
const ALL_TEAMS = 1000;

// the screen's buttons and editable cells come with the screen's code, fetched when it opens (issue 20)
const TeamBulkActions = lazyPart(() => import('./TeamBulkActions').then((m) => m.TeamBulkActions));
const TeamRowActions = lazyPart(() => import('./TeamRowActions').then((m) => m.TeamRowActions));

// the screen's code is fetched when it opens (issue 20)
const TeamsList = lazyScreen(() => import('./TeamsScreen').then((m) => m.TeamsList));
const TeamsEdit = lazyScreen(() => import('./TeamsScreen').then((m) => m.TeamsEdit));

export const teamResource = defineResource({
  name: 'team',
  record: Team,
  icon: GroupsIcon,
  menu: { label: 'menu.team', order: 4 },
  recordRepresentation: 'name',
  fields: {
    is_close: { render: (team) => createElement(TeamClosedCheckbox, { team }) },
  },
  list: {
    title: 'app.screen.teams',
    // the Opta ids are in the form; the row keeps Edit and Delete in view at 1024 px
    columns: ['id', 'season_id', 'team_id', 'name', 'short_name', 'club_abbr', 'grounds_city', 'is_close'],
    perPage: ALL_TEAMS,
    sort: { field: 'id', order: 'ASC' },
    // the form above the list creates a team
    createButton: false,
    rowActions: TeamRowActions,
    // open or close many teams at once; deleting stays one team at a time (players and fixtures hold on)
    bulkActions: TeamBulkActions,
  },
  views: { list: TeamsList, edit: TeamsEdit },
});
