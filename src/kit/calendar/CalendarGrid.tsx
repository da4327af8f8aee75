import { Box, Button } from '@mui/material';
import { type KeyboardEvent, useCallback, useRef } from 'react';
import type { DateLocale } from '../../format';
import { dayName, weekdayNames } from './calendarText';
import { dayForKey } from './gridKeys';
import { type GridDay, monthOf, monthWeeks } from './monthModel';

export interface CalendarGridProps {
  /** the day that takes the keyboard's focus (the only one in the tab order); its month is the one shown */
  active: string;
  /** the day the field holds or the operator chose, marked selected */
  selected: string | undefined;
  /** today in Bangkok, marked as the current date */
  today: string;
  language: DateLocale;
  /** the id of what names the grid (the month's title) */
  labelledBy: string;
  /** a key moved the focus to another day, maybe in another month */
  onMove: (date: string) => void;
  /** a day was clicked, or Enter or Space pressed on it */
  onChoose: (date: string) => void;
  /** whether a day may be chosen: a day outside the years a form accepts shows, disabled */
  choosable: (date: string) => boolean;
}

const CELL = 40;

/**
 * The month's days as an ARIA grid of buttons, each named by its full date in the interface's era: one tab stop
 * (the active day), arrows move it a day or a week and cross into the next or previous month, PageUp and
 * PageDown a month, Home and End to the week's ends; Enter or Space picks, as on any button.
 */
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
  // the focus follows the active day when a key or a click moved it, and at opening; not when the header's
  // buttons change the month, so they can be clicked again
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
