import Box from '@mui/material/Box';
import { signedNumber } from './sign';

export interface SignedNumberProps {
  value: unknown;
  decimals?: number;
}

export function SignedNumber({ value, decimals = 0 }: SignedNumberProps) {
  const { text, colour } = signedNumber(value, decimals);
  return (
    <Box component="span" sx={{ color: colour === 'inherit' ? 'inherit' : `${colour}.main` }} data-sign={colour}>
      {text}
    </Box>
  );
}
