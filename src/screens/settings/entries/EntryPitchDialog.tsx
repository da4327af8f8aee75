import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { formatNumber, useDateFormat } from '../../../format';
import { GAME_WEEK_ENTRY_QUERY } from '../../liveQueries';
import { lookupErrorMessage } from '../tickets/lookupError';
import { EntryPitch } from './EntryPitch';
import { layOutPicks } from './pitchLayout';

export interface EntryPitchDialogProps {
  /** null keeps the dialog closed */
  entryId: number | null;
  onClose: () => void;
}

const Fact = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="h6" component="div" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/**
 * Fetched each time it opens, so an operator checking a winner sees the current points; picks that no longer add
 * up to the stored total mean the game week needs summarising again.
 */
export const EntryPitchDialog = ({ entryId, onClose }: EntryPitchDialogProps) => {
  const translate = useTranslate();
  const dates = useDateFormat();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: [GAME_WEEK_ENTRY_QUERY, entryId],
    queryFn: () => dataProvider.getGameWeekEntry(entryId as number),
    enabled: entryId !== null,
    staleTime: 0,
    retry: false,
  });
  const entry = data?.entry;
  const layout = entry ? layOutPicks(entry.picks) : null;
  const titleId = 'entry-pitch-title';

  return (
    <Dialog open={entryId !== null} onClose={onClose} maxWidth="md" fullWidth scroll="body" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {entry ? translate('app.entry_pitch.title', { name: entry.name }) : translate('app.entry_pitch.loading_title')}
      </DialogTitle>
      <DialogContent dividers>
        {isPending && entryId !== null ? <LinearProgress aria-label={translate('app.loading')} /> : null}
        {error ? <Alert severity="error">{translate(lookupErrorMessage(error), { _: error.message })}</Alert> : null}
        {entry && layout ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
              <Typography variant="body2">
                {translate('app.entry_pitch.entrant', { userId: entry.user_id, username: entry.username })}
              </Typography>
              <Chip size="small" label={translate('app.entry_pitch.game_week', { id: entry.game_week_id })} />
              <Chip
                size="small"
                color={entry.is_vip ? 'warning' : 'default'}
                label={translate(entry.is_vip ? 'app.entry_pitch.vip' : 'app.entry_pitch.normal')}
              />
              <Chip
                size="small"
                variant="outlined"
                data-testid="entry-formation"
                label={translate('app.entry_pitch.formation', { formation: layout.formation })}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('app.entry_pitch.submitted', { time: dates.dateTime(entry.created_at) })}
              </Typography>
            </Stack>
            {layout.problem ? (
              <Alert severity="warning">
                {translate(`app.formation.error.${layout.problem.code}`, { _: layout.problem.message })}
              </Alert>
            ) : null}
            <EntryPitch layout={layout} />
            <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
              <Fact
                label={translate('app.entry_pitch.total_point')}
                value={formatNumber(entry.total_point)}
                testId="entry-total-point"
              />
              <Fact label={translate('app.entry_pitch.total_price')} value={formatNumber(entry.total_price, 1)} />
            </Stack>
            {layout.picksTotal !== entry.total_point ? (
              <Alert severity="warning" data-testid="entry-not-summarised">
                {translate('app.entry_pitch.not_summarised', {
                  picks: formatNumber(layout.picksTotal),
                  total: formatNumber(entry.total_point),
                })}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.entry_pitch.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
