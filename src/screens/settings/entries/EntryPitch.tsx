import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlayerCard } from './PlayerCard';
import type { PitchLayout } from './pitchLayout';

/** Grass stripes and a white touchline: drawn in CSS, no image to load. */
const pitchSx = {
  borderRadius: 2,
  border: '3px solid rgba(255,255,255,0.85)',
  background: 'repeating-linear-gradient(180deg, #2e7d32 0 56px, #35883a 56px 112px)',
  px: { xs: 1, sm: 2 },
  py: 2.5,
  display: 'flex',
  flexDirection: 'column',
  gap: 2.5,
} as const;

export const EntryPitch = ({ layout }: { layout: PitchLayout }) => {
  const translate = useTranslate();
  return (
    <Box sx={pitchSx} role="group" aria-label={translate('app.entry_pitch.pitch', { formation: layout.formation })}>
      {layout.lines.map((line) => (
        <Box
          key={line.position}
          component="ul"
          data-line={line.position}
          aria-label={translate(`app.entry_pitch.line.${line.position}`)}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', justifyContent: 'center', gap: { xs: 0.75, sm: 1.5 } }}
        >
          {line.slots.map((pick, index) =>
            pick ? (
              <Box
                component="li"
                key={pick.slot}
                data-player-id={pick.player_id}
                data-captain={pick.captain ? 'true' : 'false'}
                sx={{ flex: '0 1 156px', minWidth: 0 }}
              >
                <PlayerCard pick={pick} />
              </Box>
            ) : (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty slot has nothing but its place
                key={`empty-${index}`}
                sx={{ flex: '0 1 156px', minHeight: 72, border: '2px dashed rgba(255,255,255,0.6)', borderRadius: 1 }}
                aria-label={translate('app.entry_pitch.empty_slot')}
              />
            ),
          )}
        </Box>
      ))}
    </Box>
  );
};
