import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataProvider, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { GAME_WEEK_DETAIL_QUERY } from '../liveQueries';
import type { GameWeekDetail } from './pointDraft';

const detailKey = (gameWeekId: string | number) => [GAME_WEEK_DETAIL_QUERY, String(gameWeekId)];

/** The detail screen's data: the game week, its season's teams and every player row, ordered G, D, M, F. */
export const gameWeekDetailQuery = (dataProvider: DataProvider, gameWeekId: string | number) => ({
  queryKey: detailKey(gameWeekId),
  // the custom method answers the contract's answer without `ok`; its generic typing is wider than that
  queryFn: async () =>
    (await (dataProvider as AppDataProvider).getGameWeekDetail(gameWeekId)) as unknown as GameWeekDetail,
});

export function useGameWeekDetail(gameWeekId: string | number) {
  return useQuery(gameWeekDetailQuery(useDataProvider(), gameWeekId));
}

export function useReloadGameWeekDetail(gameWeekId: string | number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: detailKey(gameWeekId) });
}
