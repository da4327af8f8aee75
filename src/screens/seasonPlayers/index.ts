import type { CustomScreen } from '../../kit/customScreen';
import { lazyScreen } from '../../kit/lazyPart';
import { seasonTitle } from './seasonTitle';
import { seasonDetailQuery } from './useSeasonDetail';

/** The season player editor: one season's players, a team at a time. */
export const seasonPlayerEditorScreen: CustomScreen = {
  path: '/season-edit-player/:id',
  Screen: lazyScreen(() => import('./SeasonPlayerEditorPage').then((m) => m.SeasonPlayerEditorPage)),
  reads: 'getSeasonDetail',
  title: seasonTitle,
  firstQuery: (dataProvider, { id }) => seasonDetailQuery(dataProvider, id),
};

export const seasonEditPlayerPath = (seasonId: number | string) => `/season-edit-player/${seasonId}`;
