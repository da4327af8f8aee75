/**
 * 'YYYY-MM-DD HH:mm', a minute of Bangkok's wall clock, as a request body takes it (a game week's start and end).
 * The schema's pattern says on its own that the minute exists (no 2026-02-30, no 24:00), so every validator that
 * reads the contract judges it alike: the server's and the demo's Ajv, the SPA's TypeBox and any JSON Schema tool
 * reading the OpenAPI document. Fixed-width text: its order is time order, in a sort or a range filter too.
 */

import { describedPattern } from './patternMessages';
import { FIELD_KIND } from './shared';
import * as Type from './typeBuilder';

/** The shape alone, which the refusal of text of another shape names. */
const SHAPE = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$';

const DAY_OF_ANY_YEAR =
  '(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])' + // months of 31 days
  '|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)' + // months of 30 days
  '|02-(?:0[1-9]|1\\d|2[0-8])';
/** Years 0001 to 9999 (no year 0). No look-around, so property-based tests can generate text from the pattern. */
const YEAR = '(?:000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})';
/** Divisible by 4 and not by 100, or by 400 (the Gregorian leap years), 0 excluded. */
const LEAP_YEAR = '\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00';
const DAY = `(?:${YEAR}-(?:${DAY_OF_ANY_YEAR})|(?:${LEAP_YEAR})-02-29)`;
const MINUTE_OF_DAY = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const REAL_MINUTE = `^${DAY} ${MINUTE_OF_DAY}$`;

const shaped = new RegExp(SHAPE);
const real = new RegExp(REAL_MINUTE);

/** True for 'YYYY-MM-DD HH:mm' naming a minute that exists (2024-02-29 00:00 yes, 2023-02-29 or 24:00 no). */
export const isBangkokDateTime = (text: string): boolean => real.test(text);

/** True for text of the date-time's shape, whether or not its minute exists. */
export const hasDateTimeShape = (text: string): boolean => shaped.test(text);

const isShapedText = (value: unknown): value is string => typeof value === 'string' && hasDateTimeShape(value);

/** Text of the right shape names the minute that does not exist; other text is told the shape. */
const BANGKOK_DATE_TIME = describedPattern(
  REAL_MINUTE,
  (value) =>
    isShapedText(value) ? `'${value}' is not a real date and time (YYYY-MM-DD HH:mm)` : `must match pattern "${SHAPE}"`,
  (value) => (isShapedText(value) ? 'validation.date_time' : undefined),
  (value): Record<string, string> => (isShapedText(value) ? { value } : {}),
);

const REAL_DAY = `^${DAY}$`;
const dayShaped = /^\d{4}-\d{2}-\d{2}$/;
const isDayShaped = (value: unknown): value is string => typeof value === 'string' && dayShaped.test(value);

/** Text of a day's shape names the day that does not exist, in the words of the handlers' own day checks. */
const CALENDAR_DAY = describedPattern(
  REAL_DAY,
  (value) =>
    isDayShaped(value) ? `${value} is not a calendar date (YYYY-MM-DD)` : 'must match pattern "^\\d{4}-\\d{2}-\\d{2}$"',
  (value) => (isDayShaped(value) ? 'validation.calendar_date' : undefined),
  (value): Record<string, string> => (isDayShaped(value) ? { value } : {}),
);

/** A day that exists, 'YYYY-MM-DD', in a request body (and in the record that stores it). */
export const CalendarDay = (description = 'A day, YYYY-MM-DD') =>
  Type.String({ pattern: CALENDAR_DAY, description, [FIELD_KIND]: 'date' });

/** A minute of Bangkok's wall clock in a request body (and in the record that stores it), 'YYYY-MM-DD HH:mm'. */
export const BangkokDateTime = (description = 'A date and time in Bangkok, YYYY-MM-DD HH:mm (24-hour)') =>
  Type.String({ pattern: BANGKOK_DATE_TIME, description, [FIELD_KIND]: 'minute' });
