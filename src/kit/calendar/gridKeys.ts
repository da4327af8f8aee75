/** The keys of WAI-ARIA's date picker grid; Shift with PageUp/PageDown moves a year. */
import { addDays, sameDayMonthsAway, weekEndOf, weekStartOf } from './monthModel';

/** null for a key that moves nothing: Enter and Space pick, as buttons do. */
export function dayForKey(date: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'PageUp':
      return sameDayMonthsAway(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return sameDayMonthsAway(date, shiftKey ? 12 : 1);
    case 'Home':
      return weekStartOf(date);
    case 'End':
      return weekEndOf(date);
    default:
      return null;
  }
}
