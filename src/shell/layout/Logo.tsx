import { Box, Typography } from '@mui/material';

/** Inline SVG: no image request, nothing for the CSP to allow. */
export const Logo = ({ compact = false }: { compact?: boolean }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: compact ? 1 : 2, py: 1.5 }}>
    <svg width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="Matchday">
      <circle cx="16" cy="16" r="15" fill="#1f6f43" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#ffffff" strokeWidth="2" />
      <path d="M16 6v20M6 16h20" stroke="#ffffff" strokeWidth="2" />
    </svg>
    {compact ? null : (
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
        Matchday
      </Typography>
    )}
  </Box>
);
