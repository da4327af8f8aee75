/**
 * The demo as a target of the generic REST suite (restSuite.ts): its MSW handlers, which run the server's own
 * pipeline and handlers on SQLite compiled to WebAssembly, answering fetch() in this process, signed in as the
 * demo's admin. A test may serve routes and handlers of its own beside the contract's.
 */
import { setupServer } from 'msw/node';
import type { RouteDef } from '../../../contract';
import { DEMO_ADMIN, type DemoApp, startDemoApp } from '../../../demo/app';
import { createWorkerHandlers } from '../../../demo/workerHandlers';
import type { HandlerMap } from '../../../server/routes/types';
import { type RestTarget, simpleRestHeaders } from './restSuite';

const BASE = 'http://demo.test/api';

export interface DemoTarget {
  demo: DemoApp;
  target: RestTarget;
  close(): Promise<void>;
}

export interface DemoTargetOptions {
  routes?: readonly RouteDef[];
  handlers?: HandlerMap;
}

async function signIn(): Promise<string> {
  const login = await fetch(`${BASE}/admin/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_ADMIN, app_key: 'matchday' }),
  });
  const { tokenString } = await login.json();
  return tokenString;
}

export async function startDemoTarget(options: DemoTargetOptions = {}): Promise<DemoTarget> {
  const demo = await startDemoApp({
    fixtures: { users: 5, payments: 5, entriesPerGameWeek: 2, anchorDate: '2025-01-05' },
  });
  const server = setupServer(...createWorkerHandlers(demo, { baseUrl: BASE, ...options }));
  server.listen({ onUnhandledRequest: 'error' });
  const close = async () => {
    server.close();
    await demo.database.close();
  };
  const token = await signIn().catch(async (error) => {
    await close();
    throw error;
  });
  const target: RestTarget = {
    db: demo.database.db,
    dialect: demo.database.dialect,
    async send(method, path, body) {
      const headers = { authorization: `Bearer ${token}`, ...simpleRestHeaders(method, body) };
      const response = await fetch(`${BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        json: text ? JSON.parse(text) : undefined,
        text,
      };
    },
  };
  return { demo, target, close };
}
