const STORE = 'database';
const KEY = 'matchday-demo';

/** Raise it whenever the generated world changes shape, so a visitor's kept world is dropped and regenerated. */
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
