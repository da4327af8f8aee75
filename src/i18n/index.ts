import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { defaultLocale, locales } from './locales';
import { th } from './th';

export { defaultLocale, locales };

/**
 * Thai by default, English on request (the app bar's language switch; react-admin keeps the choice in its store).
 * allowMissing: a key without a translation shows as itself, so plain strings (e.g. a server's error text) can be
 * passed to notify() and translate() unchanged.
 */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? en : th), defaultLocale, locales, {
  allowMissing: true,
});
