/**
 * Every declared REST resource (contract/rest/), tested from its declaration by the generic suite
 * (support/restSuite.ts): on the server on each database, and in the demo, whose MSW handlers run the server's own
 * pipeline and handlers on SQLite compiled to WebAssembly. Declaring a resource is enough to be tested here.
 * Then a resource the suite owns (support/restFixture.ts), with every operation, proves the generic handlers whole.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { apiRoutes, type RestResource, restResources, restRoutesOf } from '../../contract';
import { restHandlersOf } from '../../server/rest/handlers';
import { allHandlers } from '../../server/routes';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { type DemoTarget, startDemoTarget } from './support/restDemoTarget';
import { createNotesTable, notesResource } from './support/restFixture';
import { serverTarget } from './support/restServerTarget';
import { describeRestResource, type RestTarget } from './support/restSuite';

/** Resources that create come first: what they write (audit rows among it) is there for the read-only ones. */
const inTestOrder = (resources: readonly RestResource[]) =>
  [...resources].sort((a, b) => Number(Boolean(b.create)) - Number(Boolean(a.create)));

describe.each(databaseKinds)('the declared REST resources on the server on %s', (kind) => {
  let t: TestApp;
  let target: RestTarget;
  beforeAll(async () => {
    t = await createTestApp(kind, 'rest_resources');
    target = serverTarget(t, await t.signIn());
  });
  afterAll(() => t.dispose());

  for (const resource of inTestOrder(restResources)) describeRestResource(resource, () => target);
});

describe('the declared REST resources in the demo (the server handlers in the browser, through MSW)', () => {
  let demo: DemoTarget;
  beforeAll(async () => {
    demo = await startDemoTarget();
  });
  afterAll(() => demo?.close());

  for (const resource of inTestOrder(restResources)) describeRestResource(resource, () => demo.target);
});

describe.each(databaseKinds)('a REST resource declared by the suite, with every operation, on %s', (kind) => {
  let t: TestApp;
  let target: RestTarget;
  beforeAll(async () => {
    t = await createTestApp(kind, 'rest_fixture', {
      serve: {
        routes: [...apiRoutes, ...restRoutesOf(notesResource)],
        handlers: { ...allHandlers, ...restHandlersOf([notesResource]) },
      },
    });
    await createNotesTable(t.database.db, kind);
    target = serverTarget(t, await t.signIn());
  });
  afterAll(() => t.dispose());

  describeRestResource(notesResource, () => target);
});
