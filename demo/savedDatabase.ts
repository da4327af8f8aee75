/**
 * Keeps the demo's database in IndexedDB, so the demo's data outlives a reload of the tab, until the banner's
 * "reset demo data" clears it. One record: the SQLite file's bytes.
 */
const STORE = 'database';
const KEY = 'matchday-demo';

/**
 * The version of the demo world a kept database holds. Raise it whenever the generated world changes shape
 * (2: the current season labelled for its dates, with the previous season as history, no empty season), so a
 * visitor's old world is dropped and the new one generated, instead of the old one living on.
 */
export const DEMO_DATA_VERSION = 2;

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('matchday-demo', DEMO_DATA_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
      db.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const loadSavedDatabase = () => run<Uint8Array | undefined>('readonly', (store) => store.get(KEY));
export const saveDatabase = (bytes: Uint8Array) => run<unknown>('readwrite', (store) => store.put(bytes, KEY));
export const forgetSavedDatabase = () => run<unknown>('readwrite', (store) => store.delete(KEY));
