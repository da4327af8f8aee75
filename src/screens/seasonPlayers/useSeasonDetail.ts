import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataProvider, useDataProvider } from 'react-admin';
import type { Answer } from '../../../contract';
import type { AppDataProvider } from '../../api/dataProvider';
import { SEASON_DETAIL_QUERY } from '../liveQueries';
import type { SeasonPlayerRecord } from './playerDraft';

export type SeasonDetail = Omit<Answer<'getSeasonDetail'>, 'ok' | 'players'> & { players: SeasonPlayerRecord[] };

const seasonDetailKey = (seasonId: string | number) => [SEASON_DETAIL_QUERY, String(seasonId)];

/** The season editor's data: the season, its teams (selector casing) and its players, ordered G, D, M, F. */
export const seasonDetailQuery = (dataProvider: DataProvider, seasonId: string | number) => ({
  queryKey: seasonDetailKey(seasonId),
  // the custom method adds react-admin's `id` to each player; the rest is the contract's answer
  queryFn: async () => (await (dataProvider as AppDataProvider).getSeasonDetail(seasonId)) as unknown as SeasonDetail,
});

export function useSeasonDetail(seasonId: string | number) {
  return useQuery(seasonDetailQuery(useDataProvider(), seasonId));
}

export function useReloadSeasonDetail(seasonId: string | number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: seasonDetailKey(seasonId) });
}
