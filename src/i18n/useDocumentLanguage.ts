import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps <html lang> on the chosen language, so screen readers and line breaking treat Thai text as Thai. */
export const useDocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
};
