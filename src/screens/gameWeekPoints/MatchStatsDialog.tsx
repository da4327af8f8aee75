import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  POINT_FIELDS,
  type PointFields,
  playerGameWeekPoints,
  pointsFromMatchStats,
} from '../../../contract/rules/scoring';
import { EMPTY_STATS_DRAFT, type MatchStatsDraft, parseMatchStats, STAT_COUNTS, STAT_FLAGS } from './matchStatsDraft';
import type { GameWeekPlayerRecord } from './pointDraft';

export interface MatchStatsDialogProps {
  open: boolean;
  playerName: string;
  position: GameWeekPlayerRecord['position'];
  onClose(): void;
  onApply(points: PointFields): void;
}

/** Only fills the row: nothing is saved here. */
export const MatchStatsDialog = ({ open, playerName, position, onClose, onApply }: MatchStatsDialogProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<MatchStatsDraft>(EMPTY_STATS_DRAFT);
  const parsed = parseMatchStats(draft);
  const points = parsed.ok ? pointsFromMatchStats(position, parsed.stats) : null;
  const invalid = new Set(parsed.ok ? [] : parsed.fields);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('app.game_week_detail.stats.title', { name: playerName })}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {STAT_COUNTS.map((key) => (
            <Grid key={key} size={{ xs: 6, sm: 3 }}>
              <TextField
                size="small"
                fullWidth
                label={translate(`app.game_week_detail.stats.${key}`)}
                value={draft[key]}
                error={invalid.has(key)}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric', name: key } }}
              />
            </Grid>
          ))}
          {STAT_FLAGS.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 4 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft[key]}
                    name={key}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                  />
                }
                label={translate(`app.game_week_detail.stats.${key}`)}
              />
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 2 }} color={points ? 'text.primary' : 'error'} role="status">
          {points
            ? `${POINT_FIELDS.map((field) => `${translate(`resources.players.fields.${field}`)} ${points[field]}`).join(
                ' · ',
              )} = ${playerGameWeekPoints(points)}`
            : translate('app.game_week_detail.stats.invalid')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.game_week_detail.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!points}
          onClick={() => {
            if (points) onApply(points);
          }}
        >
          {translate('app.game_week_detail.stats.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
