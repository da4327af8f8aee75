/**
 * The interface's languages and where the chosen one is kept. Light on purpose: the login page reads and writes
 * the choice before react-admin is loaded, and the app's store reads it back after sign-in.
 */

export const defaultLocale = 'th';

export const locales = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];

/** The app's react-admin store is namespaced by this key (localStorageStore's appKey). */
export const STORE_APP_KEY = 'MatchdayAdmin';

/**
 * Where react-admin's localStorageStore keeps the store's 'locale' item: `RaStore<appKey>.<key>`, JSON-encoded
 * (ra-core store/localStorageStore). tests/unit/loginShell.test.tsx holds the two to the same place.
 */
const LOCALE_ITEM = `RaStore${STORE_APP_KEY}.locale`;

const isKnown = (locale: unknown): locale is string => locales.some((entry) => entry.locale === locale);

/** The language chosen in this browser, the default when none (or storage is unreadable). */
export function storedLocale(): string {
  try {
    const chosen: unknown = JSON.parse(globalThis.localStorage?.getItem(LOCALE_ITEM) ?? 'null');
    return isKnown(chosen) ? chosen : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export function storeLocale(locale: string): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_ITEM, JSON.stringify(locale));
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
