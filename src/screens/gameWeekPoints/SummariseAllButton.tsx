import CalculateIcon from '@mui/icons-material/Calculate';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { useBusyFlag } from './BusyFlag';
import { useReloadGameWeekDetail } from './useGameWeekDetail';

const errorText = (error: unknown) => (error instanceof Error && error.message) || '';

export const SummariseAllButton = ({ gameWeekId }: { gameWeekId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = useReloadGameWeekDetail(gameWeekId);
  const { busy, run } = useBusyFlag();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);

  const summarise = () => {
    setConfirming(false);
    void run(async () => {
      setRunning(true);
      try {
        await dataProvider.summariseGameWeek(gameWeekId);
        notify('app.message.update_all_results_success', { type: 'success' });
        reload();
      } catch (error) {
        const reason = errorText(error);
        notify(`${translate('app.message.update_all_results_failed')}${reason ? `: ${reason}` : ''}`, {
          type: 'error',
        });
      } finally {
        setRunning(false);
      }
    });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<CalculateIcon />}
        loading={running}
        disabled={busy && !running}
        onClick={() => setConfirming(true)}
      >
        {translate('app.game_week_detail.summarise')}
      </Button>
      {running && (
        <Box role="status" aria-live="polite">
          <LinearProgress aria-label={translate('app.game_week_detail.summarising')} />
          <Typography variant="caption">{translate('app.game_week_detail.summarising')}</Typography>
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        title="app.game_week_detail.summarise"
        content="app.confirm.update_all_results"
        onConfirm={summarise}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
