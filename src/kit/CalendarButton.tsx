import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, Popover } from '@mui/material';
import { useState } from 'react';
import type { DateEntryKind } from '../format';
import { CalendarPanel } from './calendar/CalendarPanel';

export interface CalendarButtonProps {
  kind: DateEntryKind;
  /** anything but the wire's text while a date is half typed */
  value: unknown;
  onPick: (value: string) => void;
  label: string;
}

/** Our own calendar, since the browser's picker follows the browser's locale, not the interface's era. */
export const CalendarButton = ({ kind, value, onPick, label }: CalendarButtonProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <EventIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <CalendarPanel
          kind={kind}
          value={value}
          onPick={(picked) => {
            onPick(picked);
            close();
          }}
        />
      </Popover>
    </InputAdornment>
  );
};
