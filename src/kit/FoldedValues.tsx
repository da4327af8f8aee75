import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FoldedValue {
  column: string;
  label: string;
  value: ReactNode;
}

const LABELLED_VALUES = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: 1.5,
  py: 1.5,
} as const;

/** The inside of a row's expand panel: the columns folded away at this width, each under its label. */
export const FoldedValues = ({ values }: { values: FoldedValue[] }) => (
  <Box sx={LABELLED_VALUES}>
    {values.map(({ column, label, value }) => (
      <Box key={column} data-column={column}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        {value}
      </Box>
    ))}
  </Box>
);
