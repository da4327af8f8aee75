import { THAI_TIME_ZONE } from './thaiDate';

/** The operators' "today", whatever the browser's time zone. */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: THAI_TIME_ZONE }).format(now);
}
