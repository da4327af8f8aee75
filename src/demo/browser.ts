/**
 * `npm run demo`: the contract served in the browser by a service worker, on generated data.
 * Reached only through the dynamic import in main.tsx, so none of this is in the production bundle.
 */
import { setupWorker } from 'msw/browser';
import { createDemoHandlers } from './handlers';
import { storedSessions } from './sessionBook';
import { createDemoStore } from './store';

export async function startDemoWorker(): Promise<void> {
  const store = createDemoStore(undefined, { sessions: storedSessions(window.localStorage) });
  const worker = setupWorker(...createDemoHandlers(store));
  await worker.start({
    // beside index.html: the static demo may be hosted below any path (its base is relative)
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
