/** Days are read and written in Bangkok, so the browser's time zone never shifts them. */
import { bangkokFormat, type DateLocale, toInstant, wireDay } from '../../format';
import { addDays, type Month, weekStartOf } from './monthModel';

/** Made once, when a calendar first opens in that language: a month's grid names 42 days at each render. */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  const made = { th: bangkokFormat('th', options), en: bangkokFormat('en', options) };
  return (date: string, language: DateLocale) => made[language]().format(toInstant(date) ?? undefined);
};

const monthAndYear = formatter({ month: 'long', year: 'numeric' });
const fullDay = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const longWeekday = formatter({ weekday: 'long' });
// Thai calendars head their columns อา จ อ พ พฤ ศ ส; in English one letter (T, S) would name two days
const shortWeekday = { th: formatter({ weekday: 'narrow' }), en: formatter({ weekday: 'short' }) };

export const monthTitle = ({ year, month }: Month, language: DateLocale) =>
  monthAndYear(wireDay(year, month, 1), language);

export const dayName = (date: string, language: DateLocale) => fullDay(date, language);

const A_WEEK = Array.from({ length: 7 }, (_, offset) => addDays(weekStartOf('2026-01-01'), offset));

export const weekdayNames = (language: DateLocale) =>
  A_WEEK.map((date) => ({ short: shortWeekday[language](date, language), long: longWeekday(date, language) }));
