import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import { formatNumber } from '../../format';
import { Allowed } from '../../kit/Allowed';
import type { RowActionsProps } from '../../kit/declaration';
import { OpenedOnce } from '../../kit/OpenedOnce';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { useRefusedCellNotice } from '../../kit/useRefusedCellNotice';
import { editGameWeekPath } from '../gameWeekPoints';
import { type TypedReward, useRewardDraft } from './rewardDrafts';

type Asking = 'manage' | 'reward' | null;

/**
 * A game-week row's buttons: Save reward sends the row's typed prize and tickets after a
 * confirmation naming the week, the prize and the tickets (the list is reloaded); Manage opens the game-week
 * detail screen after a confirmation.
 */
export const GameWeekRowActions = ({ record: gameWeek, declaration }: RowActionsProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const draft = useRewardDraft(gameWeek, declaration);
  const noticeRefused = useRefusedCellNotice(declaration);
  const [asking, setAsking] = useState<Asking>(null);
  const { parsed } = draft;

  const saveReward = useNotifyingMutation({
    mutationFn: (values: TypedReward) => dataProvider.saveGameWeekReward(gameWeek.id, values.reward, values.reward2),
    succeeded: 'app.message.reward_saved',
    onSuccess: () => {
      draft.drop();
      queryClient.invalidateQueries({ queryKey: ['game-week'] });
    },
  });

  const askToSave = () => {
    if (draft.refused) return noticeRefused(draft.refused);
    setAsking('reward');
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Allowed route="saveGameWeekReward">
          <Button
            size="small"
            variant="outlined"
            startIcon={<SaveIcon />}
            loading={saveReward.isPending}
            onClick={askToSave}
            aria-label={`${translate('app.game_week.save_reward')} ${gameWeek.week}`}
          >
            {translate('app.game_week.save_reward')}
          </Button>
        </Allowed>
        <Button
          size="small"
          variant="contained"
          startIcon={<OpenInNewIcon />}
          onClick={() => setAsking('manage')}
          aria-label={`${translate('app.game_week.manage')} ${gameWeek.week}`}
        >
          {translate('app.game_week.manage')}
        </Button>
      </Stack>
      <OpenedOnce open={asking === 'reward'}>
        <Confirm
          isOpen={asking === 'reward'}
          title="app.game_week.save_reward"
          content="app.confirm.save_reward"
          translateOptions={{
            week: gameWeek.week,
            reward: parsed ? formatNumber(parsed.reward, 2) : draft.text('reward'),
            reward_n: parsed?.reward2 ?? draft.text('reward2'),
          }}
          onConfirm={() => {
            setAsking(null);
            if (parsed) saveReward.mutate(parsed);
          }}
          onClose={() => setAsking(null)}
        />
      </OpenedOnce>
      <OpenedOnce open={asking === 'manage'}>
        <Confirm
          isOpen={asking === 'manage'}
          title="app.game_week.manage"
          content="app.confirm.open_game_week"
          translateOptions={{ week: gameWeek.week }}
          onConfirm={() => {
            setAsking(null);
            navigate(editGameWeekPath(gameWeek.id));
          }}
          onClose={() => setAsking(null)}
        />
      </OpenedOnce>
    </>
  );
};
