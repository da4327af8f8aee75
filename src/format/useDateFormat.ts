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
