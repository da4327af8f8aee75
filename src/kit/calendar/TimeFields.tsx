import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Kept as text so a half-typed hour stays as it is. */
export interface TypedTime {
  hours: string;
  minutes: string;
}

export interface TimeFieldsProps {
  time: TypedTime;
  onChange: (time: TypedTime) => void;
  invalid: boolean;
}

export const TimeFields = ({ time, onChange, invalid }: TimeFieldsProps) => {
  const translate = useTranslate();
  const field = (part: keyof TypedTime, max: number) => (
    <TextField
      type="number"
      size="small"
      label={translate(`app.calendar.${part === 'hours' ? 'hour' : 'minute'}`)}
      value={time[part]}
      error={invalid}
      onChange={(event) => onChange({ ...time, [part]: event.target.value })}
      slotProps={{ htmlInput: { min: 0, max, step: 1 }, inputLabel: { shrink: true } }}
      sx={{ width: 96 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {field('hours', 23)}:{field('minutes', 59)}
    </Box>
  );
};
