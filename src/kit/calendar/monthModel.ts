/** Days are the wire's 'YYYY-MM-DD' with Western years; the era is only how calendarText.ts names them. */
import { readWireDate, type WireParts, wireDay } from '../../format';

/** month is 1 to 12 */
export interface Month {
  year: number;
  month: number;
}

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/** Weeks start on Sunday, as Thai wall calendars (and the Thai interface's weekday names) do. */
export const WEEK_START = 0;
const DAYS_A_WEEK = 7;
const DAY_MS = 86_400_000;

const partsOf = (date: string) => readWireDate(date) as WireParts;

const dayAt = (ms: number) => {
  const instant = new Date(ms);
  return wireDay(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
};

const msOf = (date: string) => {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day);
};

export const monthOf = (date: string): Month => {
  const { year, month } = partsOf(date);
  return { year, month };
};

export const daysInMonth = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const addDays = (date: string, days: number) => dayAt(msOf(date) + days * DAY_MS);

export const addMonths = ({ year, month }: Month, months: number): Month => {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
};

/** The same day of the month n months away, or that month's last day when it is shorter (31/01 + 1 month is 28/02). */
export const sameDayMonthsAway = (date: string, months: number) => {
  const target = addMonths(monthOf(date), months);
  return wireDay(target.year, target.month, Math.min(partsOf(date).day, daysInMonth(target)));
};

export const weekStartOf = (date: string) => {
  const weekday = new Date(msOf(date)).getUTCDay();
  return addDays(date, -((weekday - WEEK_START + DAYS_A_WEEK) % DAYS_A_WEEK));
};
export const weekEndOf = (date: string) => addDays(weekStartOf(date), DAYS_A_WEEK - 1);

/** Whole weeks, so the neighbouring months' days fill the first and last week. */
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
