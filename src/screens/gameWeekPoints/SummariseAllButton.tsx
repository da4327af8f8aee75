import CalculateIcon from '@mui/icons-material/Calculate';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { useBusyFlag } from './BusyFlag';
import { useReloadGameWeekDetail } from './useGameWeekDetail';

/**
 * Summarise all points: asks first (the spec's Thai confirmation), then recomputes every entry's total on the
 * server while a progress bar runs. Refused while a player update runs (busy flag).
 */
export const SummariseAllButton = ({ gameWeekId }: { gameWeekId: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = useReloadGameWeekDetail(gameWeekId);
  const { busy, run } = useBusyFlag();
  const [confirming, setConfirming] = useState(false);
  const summariseAll = useNotifyingMutation({
    mutationFn: () => dataProvider.summariseGameWeek(gameWeekId),
    succeeded: 'app.message.update_all_results_success',
    failed: 'app.message.update_all_results_failed',
    onSuccess: () => {
      reload();
    },
  });
  const running = summariseAll.isPending;

  const summarise = () => {
    setConfirming(false);
    // a failure has its notice already: the busy flag only waits for the end
    void run(() => summariseAll.mutateAsync().catch(() => undefined));
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
