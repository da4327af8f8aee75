/**
 * Dates as an operator types and reads them in a form or a filter: dd/mm/yyyy (and HH:mm), the year in the
 * interface's era, Buddhist in Thai (Western + 543), Western in English, while the form's value and the wire
 * keep the spec's 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm'. The one place where the two eras are converted.
 */
import type { DateLocale } from './thaiDate';

/** Buddhist-era year = Western year + 543 (2025 CE is 2568 BE). */
export const BUDDHIST_ERA_OFFSET = 543;

/** Western years a form accepts, so a Thai operator typing a Western year (2025 BE is 1482 CE) is told. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/** A day ('YYYY-MM-DD') or a wall-clock minute ('YYYY-MM-DD HH:mm'). */
export type DateEntryKind = 'date' | 'minute';

const WIRE: Record<DateEntryKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  minute: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
};
const TYPED: Record<DateEntryKind, RegExp> = {
  date: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  minute: /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The year as the interface shows it. */
export const shownYear = (westernYear: number, locale: DateLocale) =>
  locale === 'th' ? westernYear + BUDDHIST_ERA_OFFSET : westernYear;

/** The Western year of a year as the interface shows it. */
export const westernYear = (year: number, locale: DateLocale) => (locale === 'th' ? year - BUDDHIST_ERA_OFFSET : year);

/** The wire's text -> what the operator reads ('2025-01-05 14:30' -> '05/01/2568 14:30' in Thai); other text as it is. */
export function formatDateEntry(value: unknown, kind: DateEntryKind, locale: DateLocale): string {
  if (typeof value !== 'string') return '';
  const match = WIRE[kind].exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const shown = `${day}/${month}/${shownYear(Number(year), locale)}`;
  return kind === 'minute' ? `${shown} ${hours}:${minutes}` : shown;
}

export type DateEntryResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * What the operator typed -> the wire's text, or the catalogue key of the message saying what to type: a day
 * that exists, in the interface's era, and a time on the 24-hour clock.
 */
export function parseDateEntry(text: string, kind: DateEntryKind, locale: DateLocale): DateEntryResult {
  const refused: DateEntryResult = { ok: false, message: `app.date_entry.${kind}` };
  const match = TYPED[kind].exec(text.trim());
  if (!match) return refused;
  const [day, month, year, hours = 0, minutes = 0] = match.slice(1).map(Number);
  const western = westernYear(year, locale);
  if (western < FIRST_YEAR || western > LAST_YEAR || hours > 23 || minutes > 59) return refused;
  const calendar = new Date(Date.UTC(western, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return refused;
  const date = `${western}-${pad(month)}-${pad(day)}`;
  return { ok: true, value: kind === 'minute' ? `${date} ${pad(hours)}:${pad(minutes)}` : date };
}

/** True for the wire's text of that kind (what a form holds once a typed date is read). */
export const isWireDate = (value: unknown, kind: DateEntryKind): value is string =>
  typeof value === 'string' && WIRE[kind].test(value);
