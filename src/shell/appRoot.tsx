import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router-dom';
import { authProvider } from '../api/authProvider';
import { coalescingScheduler } from '../api/coalescedNotices';
import { App } from './App';
import { preloadFirstScreen } from './firstScreen';
import { currentRoute, routePathname } from './login/entryRoute';
import { paintShellAfterSignIn } from './staticShell/paintAfterSignIn';

/**
 * react-admin 5 creates a hash router when it is not inside one, but the spec's routes are real URLs (/payment),
 * so the app runs inside a browser-history data router (a data router keeps react-admin's unsaved-changes blocker
 * working). The demo, a static folder hosted with no rewrite to index.html, keeps the hash (index.html#/payment).
 *
 * The first render waits for the first screen's code: rendered at once, the app would draw its layout around a
 * fallback and then everything again when the screen arrives. The page keeps what it shows meanwhile: the static
 * shell, or the login form. Just signed in there, the admin's role is asked for beside that code: the static shell,
 * painted then to cover the page, paints the cards the role is shown from the answer the app keeps.
 */
export async function renderApp(root: Root, { signedIn = false } = {}): Promise<void> {
  notifyManager.setScheduler(coalescingScheduler());
  // a failed ask leaves the shell painted for nobody known, and the app asks again
  const adminKnown = signedIn ? authProvider.signedInAdmin().catch(() => undefined) : undefined;
  await Promise.all([preloadFirstScreen(routePathname(currentRoute())), adminKnown]);
  const routes = [{ path: '*', element: <App signedIn={signedIn} /> }];
  const router = import.meta.env.MODE === 'demo' ? createHashRouter(routes) : createBrowserRouter(routes);
  if (signedIn) paintShellAfterSignIn();
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
