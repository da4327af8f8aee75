/**
 * REST resources tested from their declarations by the generic suite (support/restSuite.ts): a resource the suite
 * owns (support/restFixture.ts), with every operation, proves the generic handlers whole on each database.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { apiRoutes, restRoutesOf } from '../../contract';
import { restHandlersOf } from '../../server/rest/handlers';
import { allHandlers } from '../../server/routes';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';
import { createNotesTable, notesResource } from './support/restFixture';
import { describeRestResource, type RestAnswer, type RestTarget } from './support/restSuite';

const answerOf = (response: LightMyRequestResponse): RestAnswer => ({
  status: response.statusCode,
  headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
  json: response.body ? response.json() : undefined,
  text: response.body,
});

function serverTarget(t: TestApp, token: string): RestTarget {
  return {
    db: t.database.db,
    dialect: t.database.dialect,
    send: async (method, path, body) =>
      answerOf(
        await t.call({ method, url: `/api${path}`, token, ...(body === undefined ? {} : { payload: body as object }) }),
      ),
  };
}

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
