/** The one place where the interface's era (Buddhist in Thai) and the wire's Western years are converted. */
import type { DateLocale } from './thaiDate';

/** Buddhist-era year = Western year + 543 (2025 CE is 2568 BE). */
export const BUDDHIST_ERA_OFFSET = 543;

/** Western years a form accepts, so a Thai operator typing a Western year (2025 BE is 1482 CE) is told. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

export type DateEntryKind = 'date' | 'minute';

const WIRE: Record<DateEntryKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  minute: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
};
const TYPED: Record<DateEntryKind, RegExp> = {
  date: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  minute: /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/,
};

export const isEntryYear = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

const pad = (n: number) => String(n).padStart(2, '0');

export const shownYear = (westernYear: number, locale: DateLocale) =>
  locale === 'th' ? westernYear + BUDDHIST_ERA_OFFSET : westernYear;

export const westernYear = (year: number, locale: DateLocale) => (locale === 'th' ? year - BUDDHIST_ERA_OFFSET : year);

/** '2025-01-05 14:30' -> '05/01/2568 14:30' in Thai; text that is not the wire's stays as it is. */
export function formatDateEntry(value: unknown, kind: DateEntryKind, locale: DateLocale): string {
  if (typeof value !== 'string') return '';
  const match = WIRE[kind].exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const shown = `${day}/${month}/${shownYear(Number(year), locale)}`;
  return kind === 'minute' ? `${shown} ${hours}:${minutes}` : shown;
}

export type DateEntryResult = { ok: true; value: string } | { ok: false; message: string };

/** On failure, the catalogue key of the message saying what to type. */
export function parseDateEntry(text: string, kind: DateEntryKind, locale: DateLocale): DateEntryResult {
  const refused: DateEntryResult = { ok: false, message: `app.date_entry.${kind}` };
  const match = TYPED[kind].exec(text.trim());
  if (!match) return refused;
  const [day, month, year, hours = 0, minutes = 0] = match.slice(1).map(Number);
  const western = westernYear(year, locale);
  if (!isEntryYear(western) || !isClockTime(hours, minutes)) return refused;
  if (!isCalendarDay(western, month, day)) return refused;
  const date = wireDay(western, month, day);
  return { ok: true, value: kind === 'minute' ? wireMinute(date, hours, minutes) : date };
}

/** True when the Western year, month (1-12) and day name a day of the calendar (not 31/04, not 29/02/2025). */
const isCalendarDay = (year: number, month: number, day: number) => {
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
};

export const isClockTime = (hours: number, minutes: number) =>
  Number.isInteger(hours) && Number.isInteger(minutes) && hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59;

export const wireDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export const wireMinute = (date: string, hours: number, minutes: number) => `${date} ${pad(hours)}:${pad(minutes)}`;

export interface WireParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

export function readWireDate(value: unknown): WireParts | null {
  if (typeof value !== 'string') return null;
  const match = WIRE.minute.exec(value) ?? WIRE.date.exec(value);
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0] = match.slice(1).map(Number);
  return isCalendarDay(year, month, day) && isClockTime(hours, minutes) ? { year, month, day, hours, minutes } : null;
}

export const isWireDate = (value: unknown, kind: DateEntryKind): value is string =>
  typeof value === 'string' && WIRE[kind].test(value);
