import EventNoteIcon from '@mui/icons-material/EventNote';
import { GameWeek, gameWeekDateProblems } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart, lazyScreen } from '../../kit/lazyPart';
import { chosenSeason } from './chosenSeason';
import { CREATE_GAME_WEEK_PATH } from './paths';

const RewardCell = lazyPart(() => import('./rewardDrafts').then((m) => m.RewardCell));
const CreateGameWeekButton = lazyPart(() => import('./CreateGameWeekButton').then((m) => m.CreateGameWeekButton));
const GameWeekRowActions = lazyPart(() => import('./GameWeekRowActions').then((m) => m.GameWeekRowActions));

const GameWeekScreen = lazyScreen(() => import('./GameWeekScreen').then((m) => m.GameWeekScreen));

export const gameWeekResource = defineResource({
  name: 'game-week',
  record: GameWeek,
  icon: EventNoteIcon,
  menu: { label: 'menu.game_week', order: 2 },
  recordRepresentation: 'week_name',
  fields: {
    season_id: { reference: 'season', preselect: true },
    // saved by the row's button, not on blur
    reward: { inline: RewardCell },
    reward2: { inline: RewardCell },
  },
  // each date's problem, worded by the create form: app.create_game_week.not_a_date / end_before_start
  rules: (values) =>
    Object.fromEntries(
      Object.entries(gameWeekDateProblems(values)).map(([field, problem]) => [
        field,
        `app.create_game_week.${problem}`,
      ]),
    ),
  list: {
    title: 'app.screen.game_week',
    columns: ['id', 'week', 'week_name', 'start_date', 'end_date', 'status', 'reward', 'reward2'],
    perPage: 1000,
    chosenFirst: chosenSeason('seasonId'),
    createButton: false,
    toolbar: CreateGameWeekButton,
    rowActions: GameWeekRowActions,
    empty: 'app.game_week.empty',
  },
  form: {
    createTitle: 'app.screen.create_game_week',
    saved: 'app.message.success',
    defaults: { status: 'active' },
    // back to the list on the new week's season
    afterCreate: (gameWeek) =>
      `/game-week?${new URLSearchParams({ filter: JSON.stringify({ seasonId: gameWeek.season_id }) })}`,
  },
  views: { list: GameWeekScreen },
  aliases: { create: CREATE_GAME_WEEK_PATH },
});
