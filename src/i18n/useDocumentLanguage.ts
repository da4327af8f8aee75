import { useLocaleState } from 'react-admin';
import { useHtmlLanguage } from './useHtmlLanguage';

/** Keeps <html lang> on the language chosen in react-admin (the login entry uses useHtmlLanguage directly). */
export const useDocumentLanguage = () => {
  const [locale] = useLocaleState();
  useHtmlLanguage(locale);
};
