import { useLocaleState } from 'react-admin';
import { useHtmlLanguage } from './useHtmlLanguage';

export const useDocumentLanguage = () => {
  const [locale] = useLocaleState();
  useHtmlLanguage(locale);
};
