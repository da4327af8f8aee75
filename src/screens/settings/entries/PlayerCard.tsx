import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCORING } from '../../../../contract/rules/scoring';
import { formatNumber } from '../../../format';
import type { PitchPick } from './pitchLayout';

/** Read by screen readers, not shown: the captain badge's word. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The captain shows the doubled points beside their own, so the total adds up at a glance. */
export const PlayerCard = ({ pick }: { pick: PitchPick }) => {
  const translate = useTranslate();
  return (
    <Paper
      elevation={pick.captain ? 6 : 2}
      sx={{
        position: 'relative',
        px: 1,
        py: 0.75,
        textAlign: 'center',
        border: 2,
        borderColor: pick.captain ? 'warning.main' : 'transparent',
      }}
    >
      {pick.captain ? (
        <Box
          data-testid="captain-badge"
          sx={{
            position: 'absolute',
            top: -10,
            right: -6,
            width: 24,
            height: 24,
            borderRadius: '50%',
            bgcolor: 'warning.main',
            color: 'common.black',
            fontWeight: 700,
            fontSize: 14,
            lineHeight: '24px',
          }}
        >
          <span aria-hidden>{translate('app.entry_pitch.captain_badge')}</span>
          <Box component="span" sx={visuallyHidden}>
            {translate('app.entry_pitch.captain')}
          </Box>
        </Box>
      ) : null}
      <Typography variant="body2" noWrap title={pick.name} sx={{ fontWeight: 600 }} data-testid="player-name">
        {pick.name}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap>
        <abbr title={pick.club} style={{ textDecoration: 'none' }}>
          {pick.club_abbr}
        </abbr>
      </Typography>
      <Typography variant="caption" component="div" noWrap>
        {translate('app.entry_pitch.price')} {formatNumber(pick.price, 1)}
      </Typography>
      <Typography variant="caption" component="div" noWrap data-testid="player-points">
        {translate('app.entry_pitch.points')} <strong>{formatNumber(pick.player_points)}</strong>
        {pick.captain ? (
          <>
            {' '}
            {translate('app.entry_pitch.captain_points', {
              times: SCORING.captainMultiplier,
              points: formatNumber(pick.points),
            })}
          </>
        ) : null}
      </Typography>
    </Paper>
  );
};
