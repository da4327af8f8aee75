import { Box, Button } from '@mui/material';
import { type KeyboardEvent, useCallback, useRef } from 'react';
import type { DateLocale } from '../../format';
import { dayName, weekdayNames } from './calendarText';
import { dayForKey } from './gridKeys';
import { type GridDay, monthOf, monthWeeks } from './monthModel';

export interface CalendarGridProps {
  /** the one day in the tab order; its month is the one shown */
  active: string;
  selected: string | undefined;
  today: string;
  language: DateLocale;
  labelledBy: string;
  onMove: (date: string) => void;
  onChoose: (date: string) => void;
  choosable: (date: string) => boolean;
}

const CELL = 40;

/** An ARIA grid with one tab stop (the active day); the keys follow WAI-ARIA's date picker (gridKeys.ts). */
export const CalendarGrid = ({
  active,
  selected,
  today,
  language,
  labelledBy,
  onMove,
  onChoose,
  choosable,
}: CalendarGridProps) => {
  // the focus does not follow when the header's buttons change the month, so they can be clicked again
  const focusFollows = useRef(true);
  const activeButton = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !focusFollows.current) return;
    focusFollows.current = false;
    button.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayForKey(active, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusFollows.current = true;
    onMove(next);
  };

  const dayButton = ({ date, day, inMonth }: GridDay) => (
    <Button
      ref={date === active ? activeButton : undefined}
      tabIndex={date === active ? 0 : -1}
      aria-label={dayName(date, language)}
      aria-current={date === today ? 'date' : undefined}
      aria-pressed={date === selected}
      disabled={!choosable(date)}
      variant={date === selected ? 'contained' : date === today ? 'outlined' : 'text'}
      color={date === selected || inMonth ? 'primary' : 'inherit'}
      onClick={() => {
        // a day of the next or previous month moves the grid there: the focus goes with it
        focusFollows.current = date !== active;
        onChoose(date);
      }}
      sx={{
        minWidth: CELL,
        width: CELL,
        height: CELL,
        p: 0,
        borderRadius: '50%',
        color: date === selected ? undefined : inMonth ? 'text.primary' : 'text.secondary',
      }}
    >
      {day}
    </Button>
  );

  return (
    <Box
      component="table"
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      sx={{ borderCollapse: 'collapse', '& th': { fontWeight: 500, fontSize: '0.8rem', color: 'text.secondary' } }}
    >
      <thead>
        <tr>
          {weekdayNames(language).map(({ short, long }) => (
            <th key={long} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(monthOf(active)).map((week) => (
          <tr key={week[0].date}>
            {week.map((cell) => (
              <td key={cell.date} style={{ padding: 0 }}>
                {dayButton(cell)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
};
