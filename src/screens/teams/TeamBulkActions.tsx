import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';

/** The Open/Closed checkbox's call, team after team; a refusal stops there and names the team. */
export const TeamBulkActions = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const setAll = useNotifyingMutation({
    mutationFn: async (isClose: 0 | 1) => {
      for (const id of selectedIds) await dataProvider.setTeamClosed(id, isClose);
      return isClose;
    },
    succeeded: (isClose) => ({
      message: isClose ? 'app.teams.bulk_closed' : 'app.teams.bulk_opened',
      args: { smart_count: selectedIds.length },
    }),
    onSuccess: () => onUnselectItems(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });
  return (
    <>
      <Button startIcon={<LockOpenIcon />} disabled={setAll.isPending} onClick={() => setAll.mutate(0)}>
        {translate('app.teams.bulk_open')}
      </Button>
      <Button startIcon={<LockIcon />} disabled={setAll.isPending} onClick={() => setAll.mutate(1)}>
        {translate('app.teams.bulk_close')}
      </Button>
    </>
  );
};
