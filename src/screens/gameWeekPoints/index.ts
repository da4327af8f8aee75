import type { CustomScreen } from '../../kit/customScreen';
import { lazyScreen } from '../../kit/lazyPart';
import { gameWeekTitle } from './gameWeekTitle';
import { scoringNote } from './scoringNote';
import { gameWeekDetailQuery } from './useGameWeekDetail';

/** A game week's points: a team's players and their point fields, the fixtures' text and the summarise. */
export const gameWeekPointsScreen: CustomScreen = {
  path: '/edit-game-week/:id',
  Screen: lazyScreen(() => import('./GameWeekDetailPage').then((m) => m.GameWeekDetailPage)),
  reads: 'getGameWeekDetail',
  title: gameWeekTitle,
  note: scoringNote,
  firstQuery: (dataProvider, { id }) => gameWeekDetailQuery(dataProvider, id),
};

export const editGameWeekPath = (gameWeekId: number | string) => `/edit-game-week/${gameWeekId}`;
