import { useEffect } from 'react';

/** Keeps <html lang> on the given language, so screen readers and line breaking treat Thai text as Thai. */
export const useHtmlLanguage = (locale: string) => {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
};
