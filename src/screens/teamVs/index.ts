import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { fixtureTeamsProblem, TeamVs } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart, lazyScreen } from '../../kit/lazyPart';

const FixtureCell = lazyPart(() => import('./FixtureCell').then((m) => m.FixtureCell));
const FixtureRowActions = lazyPart(() => import('./FixtureRowActions').then((m) => m.FixtureRowActions));

const TeamVsScreen = lazyScreen(() => import('./TeamVsScreen').then((m) => m.TeamVsScreen));

export const teamVsResource = defineResource({
  name: 'teamvs',
  record: TeamVs,
  icon: CompareArrowsIcon,
  menu: { label: 'menu.teamvs', order: 3 },
  fields: {
    DateVs: { kind: 'date' },
    // fixtures are made for the season being played
    team1: { reference: 'team', currentSeason: true },
    team2: { reference: 'team', currentSeason: true },
    Score1: { inline: FixtureCell },
    Score2: { inline: FixtureCell },
    Sort: { inline: FixtureCell },
  },
  // the server's own rule (contract/teamVs.ts)
  rules: (values): Record<string, string> => (fixtureTeamsProblem(values) ? { team2: 'app.team_vs.same_team' } : {}),
  form: { defaults: { sort: 1 } },
  list: {
    title: 'app.screen.team_vs',
    columns: ['DateVs', 'Time', 'Team1Name', 'Team2Name', 'Score1', 'Score2', 'Sort'],
    perPage: 1000,
    createButton: false,
    rowActions: FixtureRowActions,
    // a wrongly entered day's fixtures go in one step, with Undo (no money moves)
    bulkDelete: true,
    empty: 'app.team_vs.empty',
  },
  views: { list: TeamVsScreen },
});
