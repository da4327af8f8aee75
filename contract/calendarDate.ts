/**
 * A date field names a day that exists: the contract's pattern checks only the shape 'YYYY-MM-DD', so the
 * server and the demo both check the day too, with the same message.
 */

/**
 * True for 'YYYY-MM-DD' naming a day that exists (2024-02-29 yes, 2024-02-30 no). Date would roll 02-30
 * over into March, so the parts are compared back.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0..99 to 1900..1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The 400's message for a field that is not a calendar day. */
export const notACalendarDate = (field: string, text: string) =>
  `Invalid ${field}: ${text} is not a calendar date (YYYY-MM-DD)`;
