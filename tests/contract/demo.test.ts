/**
 * The contract's cases against the demo as the browser runs it: MSW in front of the server's own pipeline and
 * portable handlers, on SQLite compiled to WebAssembly (sql.js), made by the server's migrations and seed.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_ADMIN, startDemoApp } from '../../demo/app';
import { createWorkerHandlers } from '../../demo/workerHandlers';
import { portableHandlers } from '../../server/routes/portable';
import { allCases } from './cases';
import { type ContractTarget, runContractCases } from './harness';

const BASE = 'http://demo.test';

describe('the contract against the demo (server handlers on the in-browser database, through MSW)', () => {
  const server = setupServer();
  beforeAll(async () => {
    const demo = await startDemoApp({ fixtures: { anchorDate: new Date().toISOString().slice(0, 10) } });
    server.resetHandlers(...createWorkerHandlers(demo, { baseUrl: `${BASE}/api` }));
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  const target: ContractTarget = {
    credentials: DEMO_ADMIN,
    appKey: 'matchday',
    async send({ method, url, body, headers }) {
      const response = await fetch(`${BASE}${url}`, { method, body, headers });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
  };

  // the streamed workbook is server-only (server/routes/excelXlsx.ts); the README lists it
  const servedCases = allCases.filter((testCase) => testCase.route in portableHandlers);
  runContractCases(servedCases, () => target);
});
