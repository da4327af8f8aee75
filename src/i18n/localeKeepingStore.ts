import { localStorageStore, type Store } from 'react-admin';
import { STORE_APP_KEY } from './locales';

/** react-admin resets its whole store on logout, but the language belongs to the browser, not the session. */
export const keepLocaleOnReset = (store: Store): Store => ({
  ...store,
  reset: () => {
    const locale = store.getItem<string>('locale');
    store.reset();
    if (locale) store.setItem('locale', locale);
  },
});

export const createAppStore = (): Store => keepLocaleOnReset(localStorageStore(undefined, STORE_APP_KEY));
