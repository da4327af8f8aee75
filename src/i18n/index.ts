import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { defaultLocale, locales } from './locales';
import { th } from './th';

export { defaultLocale, locales };

/** allowMissing lets plain strings (a server's error text) pass through notify() and translate() unchanged. */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? en : th), defaultLocale, locales, {
  allowMissing: true,
});
