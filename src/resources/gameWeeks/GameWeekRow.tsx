import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, type RaRecord, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { formatNumber, formatThaiDateTime } from '../../format';
import { editGameWeekPath } from '../../pages/paths';
import { parseReward } from './gameWeekValues';

type Asking = 'manage' | 'reward' | null;

/**
 * One game week of the management screen (spec screen 5): its dates and status, the VIP prize and free tickets
 * edited in place, Save reward (after a confirmation naming the week, the prize and the tickets; the list is
 * reloaded) and Manage (after a confirmation, to the game-week detail screen).
 */
export const GameWeekRow = ({ gameWeek }: { gameWeek: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reward, setReward] = useState(String(gameWeek.reward));
  const [rewardN, setRewardN] = useState(String(gameWeek.reward2));
  const [asking, setAsking] = useState<Asking>(null);
  const [invalid, setInvalid] = useState(false);

  // a reload brings the saved values
  useEffect(() => {
    setReward(String(gameWeek.reward));
    setRewardN(String(gameWeek.reward2));
  }, [gameWeek.reward, gameWeek.reward2]);

  const parsed = parseReward(reward, rewardN);
  const saveReward = useMutation({
    mutationFn: (values: { reward: number; reward_n: number }) =>
      dataProvider.saveGameWeekReward(gameWeek.id, values.reward, values.reward_n),
    onSuccess: () => {
      notify('app.message.reward_saved', { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['gameWeeks'] });
    },
    onError: (error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });

  const askToSave = () => {
    if (!parsed) {
      setInvalid(true);
      notify('app.game_week.reward_invalid', { type: 'error' });
      return;
    }
    setInvalid(false);
    setAsking('reward');
  };

  const rewardField = (label: string, value: string, set: (text: string) => void, width: number) => (
    <TextField
      size="small"
      value={value}
      error={invalid}
      onChange={(event) => set(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
      sx={{ width }}
    />
  );

  return (
    <TableRow hover>
      <TableCell>{gameWeek.id}</TableCell>
      <TableCell>{gameWeek.week}</TableCell>
      <TableCell>{gameWeek.week_name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(gameWeek.start_date)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(gameWeek.end_date)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {translate(`app.create_game_week.status.${gameWeek.status}`, { _: gameWeek.status })}
      </TableCell>
      <TableCell>
        {rewardField(translate('app.game_week.reward_label', { week: gameWeek.week }), reward, setReward, 130)}
      </TableCell>
      <TableCell>
        {rewardField(translate('app.game_week.reward2_label', { week: gameWeek.week }), rewardN, setRewardN, 90)}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
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
        <Confirm
          isOpen={asking === 'reward'}
          title="app.game_week.save_reward"
          content="app.confirm.save_reward"
          translateOptions={{
            week: gameWeek.week,
            reward: parsed ? formatNumber(parsed.reward, 2) : reward,
            reward_n: parsed?.reward_n ?? rewardN,
          }}
          onConfirm={() => {
            setAsking(null);
            if (parsed) saveReward.mutate(parsed);
          }}
          onClose={() => setAsking(null)}
        />
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
      </TableCell>
    </TableRow>
  );
};
