import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Answer } from '../../../contract';
import type { AppDataProvider } from '../../api/dataProvider';
import { SEASON_DETAIL_QUERY } from '../liveQueries';
import type { SeasonPlayerRecord } from './playerDraft';

export type SeasonDetail = Omit<Answer<'getSeasonDetail'>, 'ok' | 'players'> & { players: SeasonPlayerRecord[] };

const seasonDetailKey = (seasonId: string | number) => [SEASON_DETAIL_QUERY, String(seasonId)];

/** The season editor's data: the season, its teams (selector casing) and its players, ordered G, D, M, F. */
export function useSeasonDetail(seasonId: string | number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: seasonDetailKey(seasonId),
    queryFn: async () => {
      // the custom method adds react-admin's `id` to each player; the rest is the contract's answer
      return (await dataProvider.getSeasonDetail(seasonId)) as unknown as SeasonDetail;
    },
  });
}

export function useReloadSeasonDetail(seasonId: string | number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: seasonDetailKey(seasonId) });
}
