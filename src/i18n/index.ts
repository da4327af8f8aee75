import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { th } from './th';

export const defaultLocale = 'th';

export const locales = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];

/**
 * Thai by default, English on request (the app bar's language switch; react-admin keeps the choice in its store).
 * allowMissing: a key without a translation shows as itself, so plain strings (e.g. a server's error text) can be
 * passed to notify() and translate() unchanged.
 */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? en : th), defaultLocale, locales, {
  allowMissing: true,
});
