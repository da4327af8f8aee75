import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../server/support/app';
import { databaseKinds } from '../server/support/database';
import { allCases } from './cases';
import { type ContractTarget, runContractCases } from './harness';

describe.each(databaseKinds)('the contract against the server on %s', (kind) => {
  let t: TestApp;
  let target: ContractTarget;
  beforeAll(async () => {
    t = await createTestApp(kind, 'contract', { seed: true });
    target = {
      credentials: TEST_ADMIN,
      appKey: t.config.appKey,
      async send({ method, url, body, headers }) {
        const response = await t.app.inject({ method: method as 'GET', url, payload: body, headers });
        return { status: response.statusCode, json: response.json() };
      },
    };
  });
  afterAll(() => t.dispose());

  runContractCases(allCases, () => target);
});
