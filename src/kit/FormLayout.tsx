import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { FormLayoutKind } from './declaration';

const LAYOUTS: Record<FormLayoutKind, object> = {
  stacked: { display: 'flex', flexDirection: 'column' },
  'two-columns': { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 },
  // the button sits beside the input, level with its box rather than its helper text
  row: { display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start', '& > button': { mt: 1 } },
};

export const FormLayout = ({ kind = 'stacked', children }: { kind?: FormLayoutKind; children: ReactNode }) => (
  <Box sx={LAYOUTS[kind]}>{children}</Box>
);
