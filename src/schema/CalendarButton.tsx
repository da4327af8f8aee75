import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment } from '@mui/material';
import { useRef } from 'react';
import type { DateEntryKind } from '../format';
import { fromPickerValue, toPickerValue } from './wallClock';

/** The browser's picker stays out of sight: only its calendar pops up, from the button. */
const OUT_OF_SIGHT = { position: 'absolute', width: 1, height: 1, opacity: 0, border: 0, padding: 0 } as const;

export interface CalendarButtonProps {
  kind: DateEntryKind;
  /** the wire's text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'), or anything else while a date is half typed */
  value: unknown;
  /** receives the picked date as the wire's text */
  onPick: (value: string) => void;
  /** the button's accessible name */
  label: string;
}

/**
 * The calendar beside a typed date (DateEntryInput, the matchups' day): the browser's own date or date-time
 * picker, hidden behind a button, so what the field shows stays in the interface's era while a date can still be
 * picked from a calendar.
 */
export const CalendarButton = ({ kind, value, onPick, label }: CalendarButtonProps) => {
  const picker = useRef<HTMLInputElement>(null);
  const pickerValue = kind === 'minute' ? toPickerValue(value) : typeof value === 'string' ? value : '';
  return (
    <InputAdornment position="end">
      <input
        ref={picker}
        type={kind === 'minute' ? 'datetime-local' : 'date'}
        tabIndex={-1}
        aria-hidden="true"
        value={pickerValue}
        onChange={(event) => {
          const picked = kind === 'minute' ? fromPickerValue(event.target.value) : event.target.value;
          if (picked) onPick(picked);
        }}
        style={OUT_OF_SIGHT}
      />
      <IconButton edge="end" aria-label={label} onClick={() => picker.current?.showPicker?.()}>
        <EventIcon />
      </IconButton>
    </InputAdornment>
  );
};
