import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, Popover } from '@mui/material';
import { useState } from 'react';
import type { DateEntryKind } from '../format';
import { CalendarPanel } from './calendar/CalendarPanel';

export interface CalendarButtonProps {
  kind: DateEntryKind;
  /** the wire's text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'), or anything else while a date is half typed */
  value: unknown;
  /** receives the picked date as the wire's text */
  onPick: (value: string) => void;
  /** the button's accessible name, and the calendar's */
  label: string;
}

/**
 * The calendar beside a typed date (DateEntryInput, the matchups' day, the audit log's days): our own, in the
 * interface's language and era (Buddhist years in Thai), where the browser's picker would follow the browser's
 * locale. It opens under the button as a dialog; Escape or a click outside closes it and gives the focus back
 * to the button (MUI's Popover).
 */
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
