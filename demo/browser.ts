/** Reached only from the demo's own entry (main.ts), so none of this, nor the .wasm, is in the production bundle. */
import { setupWorker } from 'msw/browser';
import sqlWasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { API_BASE } from '../src/api/httpRequest';
import { clearToken } from '../src/api/tokenStore';
import { DEMO_RESET_EVENT } from '../src/shell/layout/DemoBannerView';
import { startDemoApp } from './app';
import { forgetSavedDatabase, loadSavedDatabase, saveDatabase } from './savedDatabase';
import { createWorkerHandlers } from './workerHandlers';

const SAVE_DELAY_MS = 300;

/** Kept data that cannot be used (private browsing, another version's) gives way to sample data, not a dead demo. */
async function startOnKeptData() {
  const options = { wasmUrl: sqlWasmUrl, fixtures: { now: Date.now() } };
  const saved = await loadSavedDatabase().catch(() => undefined);
  if (saved) {
    try {
      return await startDemoApp({ ...options, saved });
    } catch (error) {
      console.warn('[demo] the kept data could not be opened: starting again from the sample data', error);
    }
  }
  return startDemoApp(options);
}

export async function startDemoWorker(): Promise<void> {
  const demo = await startOnKeptData();
  let pendingSave: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = () => {
    clearTimeout(pendingSave);
    pendingSave = setTimeout(() => {
      saveDatabase(demo.database.save()).catch((error) => console.warn('[demo] could not keep the data', error));
    }, SAVE_DELAY_MS);
  };
  window.addEventListener(DEMO_RESET_EVENT, async () => {
    clearTimeout(pendingSave);
    await forgetSavedDatabase();
    clearToken();
    window.location.reload();
  });
  // the page's own API address: a wildcard origin would also catch the dev server's /src/api/ modules
  const baseUrl = new URL(API_BASE, window.location.origin).href;
  const worker = setupWorker(...createWorkerHandlers(demo, { baseUrl, onWrite: saveSoon }));
  await worker.start({
    // the static demo may be hosted below any path (its base is relative)
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
