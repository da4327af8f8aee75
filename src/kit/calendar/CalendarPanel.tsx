import { Box, Button } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  bangkokToday,
  type DateEntryKind,
  isClockTime,
  isEntryYear,
  readWireDate,
  useDateFormat,
  wireDay,
  wireMinute,
} from '../../format';
import { CalendarGrid } from './CalendarGrid';
import { MonthHeader } from './MonthHeader';
import { monthOf, sameDayMonthsAway } from './monthModel';
import { TimeFields, type TypedTime } from './TimeFields';

export interface CalendarPanelProps {
  kind: DateEntryKind;
  /** anything but the wire's text while a date is half typed */
  value: unknown;
  onPick: (value: string) => void;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Made afresh at each opening. A day picks at once; a minute waits for Confirm, keeping the field's time. */
export const CalendarPanel = ({ kind, value, onPick }: CalendarPanelProps) => {
  const translate = useTranslate();
  const { language } = useDateFormat();
  const titleId = useId();
  const [today] = useState(bangkokToday);
  const [held] = useState(() => readWireDate(value));
  const heldDay = held ? wireDay(held.year, held.month, held.day) : undefined;
  const [active, setActive] = useState(heldDay ?? today);
  const [chosen, setChosen] = useState(heldDay);
  const [time, setTime] = useState<TypedTime>({
    hours: twoDigits(held?.hours ?? 0),
    minutes: twoDigits(held?.minutes ?? 0),
  });
  const hours = Number(time.hours);
  const minutes = Number(time.minutes);
  const timeIsValid = time.hours.trim() !== '' && time.minutes.trim() !== '' && isClockTime(hours, minutes);

  // a form refuses years outside 1900-2199 (a Western year typed in Thai): the calendar does not go there
  const within = (date: string) => isEntryYear(monthOf(date).year);
  const move = (date: string) => {
    if (within(date)) setActive(date);
  };
  const choose = (date: string) => {
    if (!within(date)) return;
    if (kind === 'date') onPick(date);
    else {
      setChosen(date);
      setActive(date);
    }
  };

  return (
    <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <MonthHeader
        shown={monthOf(active)}
        language={language}
        titleId={titleId}
        onStep={(months) => move(sameDayMonthsAway(active, months))}
      />
      <CalendarGrid
        active={active}
        selected={chosen}
        today={today}
        language={language}
        labelledBy={titleId}
        onMove={move}
        onChoose={choose}
        choosable={within}
      />
      {kind === 'minute' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1.5, pt: 1 }}>
          <TimeFields time={time} onChange={setTime} invalid={!timeIsValid} />
          <Button
            variant="contained"
            disabled={chosen === undefined || !timeIsValid}
            onClick={() => chosen && onPick(wireMinute(chosen, hours, minutes))}
          >
            {translate('app.calendar.confirm')}
          </Button>
        </Box>
      )}
    </Box>
  );
};
