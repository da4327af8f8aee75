import { localStorageStore, type Store } from 'react-admin';
import { STORE_APP_KEY } from './locales';

/**
 * react-admin resets its whole store on logout (useLogout -> resetStore), which would also forget the chosen
 * language. The language is a property of the browser, not of the session, so it survives the reset.
 */
export const keepLocaleOnReset = (store: Store): Store => ({
  ...store,
  reset: () => {
    const locale = store.getItem<string>('locale');
    store.reset();
    if (locale) store.setItem('locale', locale);
  },
});

/** The app's persistent store (localStorage, namespaced so other apps on the same origin do not collide). */
export const createAppStore = (): Store => keepLocaleOnReset(localStorageStore(undefined, STORE_APP_KEY));
