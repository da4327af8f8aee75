import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { FormLayoutKind } from './declaration';

const LAYOUTS: Record<FormLayoutKind, object> = {
  stacked: { display: 'flex', flexDirection: 'column' },
  'two-columns': { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 },
  // the button sits beside the input, level with its box rather than its helper text
  row: { display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start', '& > button': { mt: 1 } },
};

/** react-admin's form lines its inputs up at their own width; a phone's form takes the screen's. */
const PHONE_FULL_WIDTH = { width: { xs: '100%', sm: 'auto' } } as const;

export const FormLayout = ({ kind = 'stacked', children }: { kind?: FormLayoutKind; children: ReactNode }) => (
  <Box sx={{ ...PHONE_FULL_WIDTH, ...LAYOUTS[kind] }}>{children}</Box>
);
