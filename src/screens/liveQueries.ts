/**
 * The custom screens' own queries and the resources each shows, so a change of one of those resources refetches
 * them as react-admin's own queries are. Kept apart from the screens, which load lazily.
 */
import type { DependentQueries } from '../kit/live/changeInvalidation';

export const SEASON_DETAIL_QUERY = 'seasonDetail';
export const SEASON_POINTS_QUERY = 'seasonPoints';
export const GAME_WEEK_DETAIL_QUERY = 'gameWeekDetail';
export const GAME_WEEK_ENTRY_QUERY = 'gameWeekEntry';

export const dependentQueries: DependentQueries = {
  [SEASON_DETAIL_QUERY]: ['season', 'seasonPlayers', 'team'],
  [SEASON_POINTS_QUERY]: ['seasonPlayers', 'gameWeekPlayers'],
  [GAME_WEEK_DETAIL_QUERY]: ['game-week', 'gameWeekPlayers', 'teamvs', 'team'],
  [GAME_WEEK_ENTRY_QUERY]: ['gameWeekEntries', 'gameWeekPlayers'],
};
