/** Today's date in Bangkok, pure so it is tested alone: the matchups' first day, the calendar's first month. */
import { THAI_TIME_ZONE } from './thaiDate';

/** 'YYYY-MM-DD' of the given instant in Bangkok: the operators' "today", whatever the browser's zone. */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: THAI_TIME_ZONE }).format(now);
}
