/**
 * What the calendar writes, in the interface's language and era: Intl with the Buddhist calendar in Thai
 * ("พฤศจิกายน 2569"), Western years in English ("November 2026"). A day is read as Bangkok wall-clock text
 * (toInstant) and written in Bangkok, so the browser's zone never shifts it.
 */
import { type DateLocale, THAI_TIME_ZONE, toInstant, wireDay } from '../../format';
import { addDays, type Month, weekStartOf } from './monthModel';

const LOCALES: Record<DateLocale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };

/** One formatter a language, made once: a month's grid names 42 days at each render. */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  const made = {
    th: new Intl.DateTimeFormat(LOCALES.th, { ...options, timeZone: THAI_TIME_ZONE }),
    en: new Intl.DateTimeFormat(LOCALES.en, { ...options, timeZone: THAI_TIME_ZONE }),
  };
  return (date: string, language: DateLocale) => made[language].format(toInstant(date) ?? undefined);
};

const monthAndYear = formatter({ month: 'long', year: 'numeric' });
const fullDay = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const longWeekday = formatter({ weekday: 'long' });
// Thai calendars head their columns อา จ อ พ พฤ ศ ส; in English one letter (T, S) would name two days
const shortWeekday = { th: formatter({ weekday: 'narrow' }), en: formatter({ weekday: 'short' }) };

/** The month's title: "พฤศจิกายน 2569" in Thai, "November 2026" in English. */
export const monthTitle = ({ year, month }: Month, language: DateLocale) =>
  monthAndYear(wireDay(year, month, 1), language);

/** A day's name for a screen reader: "วันพฤหัสบดีที่ 26 พฤศจิกายน 2569", "Thursday, 26 November 2026". */
export const dayName = (date: string, language: DateLocale) => fullDay(date, language);

/** Any week will do to name the grid's columns: its days in the grid's order. */
const A_WEEK = Array.from({ length: 7 }, (_, offset) => addDays(weekStartOf('2026-01-01'), offset));

/** The grid's columns, from the week's first day: a short name to show and a long one to announce. */
export const weekdayNames = (language: DateLocale) =>
  A_WEEK.map((date) => ({ short: shortWeekday[language](date, language), long: longWeekday(date, language) }));
