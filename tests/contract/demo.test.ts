import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';
import { generateDemoData } from '../../fixtures';
import { createDemoHandlers, demoHandlers } from '../../src/demo/handlers';
import { createDemoStore, DEMO_APP_KEY, DEMO_CREDENTIALS } from '../../src/demo/store';
import { allCases } from './cases';
import { type ContractTarget, runContractCases } from './harness';

const BASE = 'http://demo.test';

describe('the contract against the demo handlers', () => {
  const store = createDemoStore(generateDemoData());
  const server = setupServer(...createDemoHandlers(store, { baseUrl: `${BASE}/api` }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const target: ContractTarget = {
    credentials: DEMO_CREDENTIALS,
    appKey: DEMO_APP_KEY,
    async send({ method, url, body, headers }) {
      const response = await fetch(`${BASE}${url}`, { method, body, headers });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
  };

  // Routes the demo does not serve yet are listed in the README (checked by tests/server/readme.test.ts).
  const servedCases = allCases.filter((testCase) => testCase.route in demoHandlers);
  runContractCases(servedCases, () => target);
});
