/**
 * Shown in Bangkok time whatever the browser's zone. The Buddhist calendar comes from Intl (-u-ca-buddhist):
 * date-fns's `th` locale would print Gregorian years.
 */
import { madeOnFirstUse } from './madeOnFirstUse';
import { NO_VALUE } from './number';

export const THAI_TIME_ZONE = 'Asia/Bangkok';
/** Bangkok has no daylight saving: wall-clock text without an offset is read as +07:00. */
const BANGKOK_OFFSET = '+07:00';

export type DateLocale = 'th' | 'en';

/** The Intl locale each interface language writes dates in: Thai in the Buddhist era. */
const INTL_LOCALES: Record<DateLocale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };

/** A format of Bangkok's wall clock in an interface language, made when first used. */
export const bangkokFormat = (language: DateLocale, options: Intl.DateTimeFormatOptions) =>
  madeOnFirstUse(() => new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: THAI_TIME_ZONE, ...options }));

const THAI_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: '2-digit' };
const ENGLISH_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const MINUTE: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const dateTimeFormat = bangkokFormat('th', { ...THAI_DAY, ...MINUTE });
const dateFormat = bangkokFormat('th', THAI_DAY);
const englishDateTimeFormat = bangkokFormat('en', { ...ENGLISH_DAY, ...MINUTE });
const englishDateFormat = bangkokFormat('en', ENGLISH_DAY);

/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DDTHH:mm[:ss[.sss]]' with no zone: the API's wall-clock text. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?$/;

export function toInstant(value: unknown): Date | null {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    const wall = WALL_CLOCK.exec(text);
    date = wall ? new Date(`${wall[1]}T${wall[2] ?? '00:00'}${wall[3] ?? ':00'}${BANGKOK_OFFSET}`) : new Date(text);
  } else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant or the API's wall-clock text as Bangkok's wall clock writes it, for a file a person reads:
 * `2026-11-26T01:18:52Z` -> `'2026-11-26 08:18'`. Null when unreadable.
 */
export function bangkokMinute(value: unknown): string | null {
  const date = toInstant(value);
  if (!date) return null;
  const parts = englishDateTimeFormat().formatToParts(date);
  const part = Object.fromEntries(parts.map(({ type, value: text }) => [type, text]));
  return `${part.year.padStart(4, '0')}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** `2025-01-05T07:30:00Z` or `'2025-01-05 14:30'` -> `'05/01/68 14:30'`. */
export function formatThaiDateTime(value: unknown): string {
  const date = toInstant(value);
  return date ? dateTimeFormat().format(date) : NO_VALUE;
}

/** `'2025-01-05'` -> `'05/01/68'`. */
export function formatThaiDate(value: unknown): string {
  const date = toInstant(value);
  return date ? dateFormat().format(date) : NO_VALUE;
}

const formatWith = (format: () => Intl.DateTimeFormat) => (value: unknown) => {
  const date = toInstant(value);
  return date ? format().format(date).replace(',', '') : NO_VALUE;
};

const formatters = {
  th: { date: formatThaiDate, dateTime: formatThaiDateTime },
  en: { date: formatWith(englishDateFormat), dateTime: formatWith(englishDateTimeFormat) },
};

/** `'2025-01-05 14:30'` -> `'05/01/68 14:30'` in Thai, `'05/01/2025 14:30'` in English. */
export const formatDateTime = (value: unknown, locale: DateLocale) => formatters[locale].dateTime(value);

/** `'2025-01-05'` -> `'05/01/68'` in Thai, `'05/01/2025'` in English. */
export const formatDate = (value: unknown, locale: DateLocale) => formatters[locale].date(value);
