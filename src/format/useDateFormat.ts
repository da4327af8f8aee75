/**
 * Dates as the interface's language shows them: Buddhist-era years in Thai, Western years in English, Bangkok
 * time in both (thaiDate.ts). The wire formats never change.
 */
import { useLocaleState } from 'react-admin';
import { type DateLocale, formatDate, formatDateTime } from './thaiDate';

export function useDateFormat() {
  const [locale] = useLocaleState();
  const language: DateLocale = locale === 'en' ? 'en' : 'th';
  return {
    language,
    date: (value: unknown) => formatDate(value, language),
    dateTime: (value: unknown) => formatDateTime(value, language),
  };
}
