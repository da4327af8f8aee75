import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type GetListResult, type Identifier, type RaRecord, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';

interface Change {
  team: RaRecord;
  isClose: 0 | 1;
}

/** react-admin keys the cached lists ['team', 'getList', ...]. */
const withFlag = (id: Identifier, isClose: 0 | 1) => (list: GetListResult | undefined) =>
  list && { ...list, data: list.data.map((team) => (team.id === id ? { ...team, is_close: isClose } : team)) };

/** Optimistic, as the spec saves the checkbox at once; on failure every cached list is put back. */
export function useSetTeamClosed() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ team, isClose }: Change) => dataProvider.setTeamClosed(team.id, isClose),
    onMutate: async ({ team, isClose }: Change) => {
      const lists: QueryKey = ['team', 'getList'];
      // a list fetch landing after the change would overwrite it with the old state
      await queryClient.cancelQueries({ queryKey: lists });
      const before = queryClient.getQueriesData<GetListResult>({ queryKey: lists });
      queryClient.setQueriesData<GetListResult>({ queryKey: lists }, withFlag(team.id, isClose));
      return { before };
    },
    onError: (error, _change, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' });
    },
    onSuccess: (_answer, { team, isClose }) => {
      notify(isClose ? 'app.teams.closed_saved' : 'app.teams.opened_saved', {
        type: 'success',
        messageArgs: { name: team.name },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
