/** The matchup screen's day, pure so it is tested alone: today's date in Bangkok. */
import { THAI_TIME_ZONE } from '../../format';

/** 'YYYY-MM-DD' of the given instant in Bangkok: the operators' "today", whatever the browser's zone. */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: THAI_TIME_ZONE }).format(now);
}
