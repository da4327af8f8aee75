/** The contract's pattern checks only the shape 'YYYY-MM-DD'; the server and the demo check the day with this. */

/** Date rolls 02-30 over into March, so the parts are compared back. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0..99 to 1900..1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const notACalendarDate = (field: string, text: string) =>
  `Invalid ${field}: ${text} is not a calendar date (YYYY-MM-DD)`;
