import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { preloadFirstScreen } from './firstScreen';
import { currentRoute, routePathname } from './login/entryRoute';

/**
 * The signed-in app, fetched by the entry (main.tsx) when a token is present or once the login page signed in.
 *
 * react-admin 5 creates a hash router when it is not inside one (ra-core routing/adapters/reactRouterProvider);
 * the spec's routes are real URLs (/season, /payment ...), so the app runs inside a browser-history data router
 * (a data router keeps react-admin's unsaved-changes blocker working). The server answers every SPA path with
 * index.html. The demo is a static folder that any file server hosts at any path, with no rewrite of
 * /payment to index.html: there the screens live after the hash (index.html#/payment).
 * `signedIn`: the login page has just signed in, and the app says so ('Login successful').
 * The first screen's code and the token check are asked for together as it starts (firstScreen.ts).
 */
export function renderApp(root: Root, { signedIn = false } = {}): void {
  preloadFirstScreen(routePathname(currentRoute()));
  const routes = [{ path: '*', element: <App signedIn={signedIn} /> }];
  const router = import.meta.env.MODE === 'demo' ? createHashRouter(routes) : createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
