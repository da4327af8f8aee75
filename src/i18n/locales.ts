/** Light on purpose: the login page reads and writes the choice before react-admin is loaded. */
export const defaultLocale = 'th';

export const locales = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];

export const STORE_APP_KEY = 'MatchdayAdmin';

/** The localStorage item where react-admin's localStorageStore keeps one of the app's keys. */
export const storeItem = (key: string) => `RaStore${STORE_APP_KEY}.${key}`;

/** Where react-admin's localStorageStore keeps 'locale'; tests/unit/loginShell.test.tsx holds the two together. */
export const LOCALE_ITEM = storeItem('locale');

const isKnown = (locale: unknown): locale is string => locales.some((entry) => entry.locale === locale);

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
