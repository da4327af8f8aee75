/**
 * Teams management (spec screen 8, /team): the form above the list creates a team, or updates the one at
 * /team/{id}; each row has the Open/Closed checkbox saved at once, Edit and Delete.
 */
import GroupsIcon from '@mui/icons-material/Groups';
import { createElement } from 'react';
import { Team } from '../../../contract';
import { defineResource } from '../../schema/declaration';
import { TeamBulkActions } from './TeamBulkActions';
import { TeamClosedCheckbox } from './TeamClosedCheckbox';
import { TeamRowActions } from './TeamRowActions';
import { TeamsEdit, TeamsList } from './TeamsScreen';

/** Every team is one page: there are a few dozen at most, and the server answers them all at once. */
const ALL_TEAMS = 1000;

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
