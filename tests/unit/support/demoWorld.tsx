/**
 * A screen test's world: the demo as the browser runs it (the server's handlers on SQLite as WebAssembly,
 * behind MSW, here msw/node) over a fresh database for every test, signed in as the demo admin, in English;
 * and a screen rendered in react-admin's context with the real dataProvider and the app's notifications, so a
 * test sees what the operator sees and what reached the database (`store.data`, liveTables.ts).
 */

import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DEMO_ADMIN, type DemoApp, startDemoApp } from '../../../demo/app';
import { createWorkerHandlers, type WorkerHandlerOptions } from '../../../demo/workerHandlers';
import type { DemoData, DemoOptions } from '../../../fixtures';
import { apiCall } from '../../../src/api/apiCall';
import { createDataProvider } from '../../../src/api/dataProvider';
import { clearToken, setToken } from '../../../src/api/tokenStore';
import { i18nProvider } from '../../../src/i18n';
import type { ResourceDeclaration } from '../../../src/kit/declaration';
import { resourceElement } from '../../../src/kit/resourceElement';
import { NotificationStack } from '../../../src/shell/layout/NotificationStack';
import { liveTables } from './liveTables';

/** A test's demo: its database's tables (liveTables.ts) and the app around them. */
export interface DemoStore {
  data: DemoData;
  demo: DemoApp;
}

/** A resource a test declares, served beside the contract's: its routes, its handlers and its table. */
export interface ServedByTest extends Pick<WorkerHandlerOptions, 'routes' | 'handlers'> {
  prepare(demo: DemoApp): Promise<void>;
}

/**
 * Registers the hooks of the world in the calling file or describe block; `onFresh` receives each test's
 * new store. Answers the msw server, for tests that put a failing handler in front of the demo's.
 */
export function setUpDemoWorld(fixtures: DemoOptions, onFresh: (store: DemoStore) => void, served?: ServedByTest) {
  const server = setupServer();
  let demo: DemoApp | undefined;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    demo = await startDemoApp({ fixtures });
    await served?.prepare(demo);
    onFresh({ data: liveTables(demo.database.sqlite), demo });
    server.resetHandlers(...createWorkerHandlers(demo, { routes: served?.routes, handlers: served?.handlers }));
    const { tokenString } = await apiCall('login', {
      body: { ...DEMO_ADMIN, app_key: demo.context.config.appKey },
    });
    setToken(tokenString);
    await i18nProvider.changeLocale('en');
  });
  afterEach(async () => {
    cleanup();
    // the database is left open: a screen's last requests may still be answered after its unmount
    clearToken();
    // lists keep their page, sort and filters in the URL: each test starts from a clean one
    window.history.replaceState(null, '', '/');
    await i18nProvider.changeLocale('th');
  });
  return server;
}

/** react-admin's context (no retries: a failure shows at once) around a screen, with the notification stack. */
export function InAdmin({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [context] = useState(() => ({
    dataProvider: createDataProvider(),
    store: memoryStore(),
    queryClient:
      queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }));
  return (
    <AdminContext i18nProvider={i18nProvider} {...context}>
      {children}
      <NotificationStack />
    </AdminContext>
  );
}

export const renderInAdmin = (element: ReactNode) => render(<InAdmin>{element}</InAdmin>);

/**
 * A declared resource's screens at a URL, as the app routes them (its <Resource> under /{name}), so its list,
 * create and edit views and the links between them work as in the browser. A test that reads or drives the
 * cache passes its own query client.
 */
export function renderResourceAt(declaration: ResourceDeclaration, path: string, queryClient?: QueryClient) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <InAdmin queryClient={queryClient}>
            <Routes>
              <Route path={`/${declaration.name}/*`} element={resourceElement(declaration, i18nProvider.translate)} />
            </Routes>
          </InAdmin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
