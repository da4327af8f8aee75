import polyglotI18nProvider from 'ra-i18n-polyglot';
import { defaultLocale, locales } from './locales';
import { th } from './th';

export { defaultLocale, locales };

/**
 * The Thai catalogue is in the app's first script; the English one is fetched when chosen, so a Thai screen does
 * not carry it (react-admin draws an English admin's first screen once it is here). allowMissing lets plain
 * strings (a server's error text) pass through notify() and translate() unchanged.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((catalogue) => catalogue.en) : th),
  defaultLocale,
  locales,
  { allowMissing: true },
);
