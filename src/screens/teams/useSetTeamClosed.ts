import { useQueryClient } from '@tanstack/react-query';
import { type GetListResult, type Identifier, type RaRecord, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { everyListKey } from '../../kit/listQueryKey';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';

interface Change {
  team: RaRecord;
  isClose: 0 | 1;
}

/** Sets is_close of one team in every cached teams list. */
const withFlag = (id: Identifier, isClose: 0 | 1) => (list: GetListResult | undefined) =>
  list && { ...list, data: list.data.map((team) => (team.id === id ? { ...team, is_close: isClose } : team)) };

/**
 * The Open/Closed checkbox, saved as soon as it is ticked and sent as 1 or 0. Optimistic: the table shows the
 * new state at once; on failure every cached list is put back and the answer's error is shown.
 */
export function useSetTeamClosed() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useNotifyingMutation({
    mutationFn: ({ team, isClose }: Change) => dataProvider.setTeamClosed(team.id, isClose),
    onMutate: async ({ team, isClose }: Change) => {
      const lists = everyListKey('team');
      // a list fetch landing after the change would overwrite it with the old state
      await queryClient.cancelQueries({ queryKey: lists });
      const before = queryClient.getQueriesData<GetListResult>({ queryKey: lists });
      queryClient.setQueriesData<GetListResult>({ queryKey: lists }, withFlag(team.id, isClose));
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
    },
    succeeded: (_answer, { team, isClose }) => ({
      message: isClose ? 'app.teams.closed_saved' : 'app.teams.opened_saved',
      args: { name: team.name },
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
