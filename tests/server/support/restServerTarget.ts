/** The server as a target of the generic REST suite (restSuite.ts): requests sent with inject() as a client sends them. */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import { type RestAnswer, type RestTarget, simpleRestHeaders } from './restSuite';

const answerOf = (response: LightMyRequestResponse): RestAnswer => ({
  status: response.statusCode,
  headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
  json: response.body ? response.json() : undefined,
  text: response.body,
});

export function serverTarget(t: TestApp, token: string): RestTarget {
  return {
    db: t.database.db,
    dialect: t.database.dialect,
    send: async (method, path, body) =>
      answerOf(
        await t.call({
          method,
          url: `/api${path}`,
          token,
          headers: simpleRestHeaders(method, body),
          ...(body === undefined ? {} : { payload: body as object }),
        }),
      ),
  };
}
