/**
 * The calendar's months as plain data, pure so they are tested alone: the weeks a month's grid shows and the
 * steps between days and months. Days are the wire's 'YYYY-MM-DD' with Western years; the era is only how
 * calendarText.ts names them.
 */
import { readWireDate, type WireParts, wireDay } from '../../format';

/** A month of the calendar: its Western year and its month, 1 to 12. */
export interface Month {
  year: number;
  month: number;
}

/** A cell of a month's grid: the day as the wire writes it, its number in its month, and whether it is the month shown. */
export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/** Weeks start on Sunday, as Thai wall calendars (and the Thai interface's weekday names) do. */
export const WEEK_START = 0;
const DAYS_A_WEEK = 7;
const DAY_MS = 86_400_000;

/** A day the calendar made itself, read back into numbers. */
const partsOf = (date: string) => readWireDate(date) as WireParts;

const dayAt = (ms: number) => {
  const instant = new Date(ms);
  return wireDay(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
};

const msOf = (date: string) => {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day);
};

/** The month a day is in. */
export const monthOf = (date: string): Month => {
  const { year, month } = partsOf(date);
  return { year, month };
};

/** How many days the month has (29 in a leap February). */
export const daysInMonth = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day n days after (before, when n is negative), across months and years. */
export const addDays = (date: string, days: number) => dayAt(msOf(date) + days * DAY_MS);

/** The month n months after (before, when n is negative), across years. */
export const addMonths = ({ year, month }: Month, months: number): Month => {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
};

/** The same day of the month n months away, or that month's last day when it is shorter (31/01 + 1 month is 28/02). */
export const sameDayMonthsAway = (date: string, months: number) => {
  const target = addMonths(monthOf(date), months);
  return wireDay(target.year, target.month, Math.min(partsOf(date).day, daysInMonth(target)));
};

/** The first day of the day's week (a Sunday) and its last (a Saturday). */
export const weekStartOf = (date: string) => {
  const weekday = new Date(msOf(date)).getUTCDay();
  return addDays(date, -((weekday - WEEK_START + DAYS_A_WEEK) % DAYS_A_WEEK));
};
export const weekEndOf = (date: string) => addDays(weekStartOf(date), DAYS_A_WEEK - 1);

/**
 * The month's grid: whole weeks from Sunday to Saturday, so the previous month's last days fill the first week
 * before the 1st and the next month's first days fill the last week after the month's last day (4 to 6 weeks).
 */
export function monthWeeks(shown: Month): GridDay[][] {
  const first = wireDay(shown.year, shown.month, 1);
  const last = wireDay(shown.year, shown.month, daysInMonth(shown));
  const weeks: GridDay[][] = [];
  for (let start = weekStartOf(first); start <= last; start = addDays(start, DAYS_A_WEEK)) {
    weeks.push(
      Array.from({ length: DAYS_A_WEEK }, (_, offset) => {
        const date = addDays(start, offset);
        const { year, month, day } = partsOf(date);
        return { date, day, inMonth: year === shown.year && month === shown.month };
      }),
    );
  }
  return weeks;
}
