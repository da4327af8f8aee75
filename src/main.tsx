import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import './fonts';

/**
 * react-admin 5 creates a hash router when it is not inside one (ra-core routing/adapters/reactRouterProvider);
 * the spec's routes are real URLs (/season, /payment ...), so the app runs inside a browser-history data router
 * (a data router keeps react-admin's unsaved-changes blocker working). The server answers every SPA path with
 * index.html. The demo is a static folder that any file server hosts at any path, with no rewrite of
 * /payment to index.html: there the screens live after the hash (index.html#/payment).
 */
const routes = [{ path: '*', element: <App /> }];
const router = import.meta.env.MODE === 'demo' ? createHashRouter(routes) : createBrowserRouter(routes);

async function start() {
  // `npm run demo`: the contract is served by MSW in the browser; the worker must be listening before the
  // first request leaves.
  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('./demo/browser');
    await startDemoWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
