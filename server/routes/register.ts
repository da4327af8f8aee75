/**
 * Registers every route of the contract's table: its schemas validate the request and document it in
 * OpenAPI, its auth flag decides the bearer check, and a route whose handler has not landed yet
 * answers 501 so the whole contract is visible from the start.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { ErrorAnswer, type RouteDef, type RouteId, routes } from '../../contract';
import { ApiError } from '../errors';
import { makeAuthenticate } from '../plugins/auth';
import type { AppContext, Handler, HandlerInput, HandlerMap } from './types';

export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024; // a 5 MB file plus the multipart envelope

function schemaOf(route: RouteDef): FastifySchema {
  return {
    summary: route.summary,
    tags: [route.origin === 'spec' ? 'admin/v1' : 'admin/v1 (ours)'],
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body && !route.multipart ? { body: route.body } : {}),
    response: { 200: route.response, '4xx': ErrorAnswer, '5xx': ErrorAnswer },
  };
}

const notImplemented =
  (route: RouteDef): Handler<RouteId> =>
  async () => {
    throw new ApiError(501, `Not implemented yet: ${route.method} ${route.path} (${route.summary})`);
  };

export function registerApiRoutes(app: FastifyInstance, context: AppContext, handlers: HandlerMap) {
  const authenticate = makeAuthenticate(context);
  for (const route of routes as readonly RouteDef[]) {
    const handler = (handlers[route.id as RouteId] as Handler<RouteId> | undefined) ?? notImplemented(route);
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      schema: schemaOf(route),
      config: { auth: route.auth, routeId: route.id },
      ...(route.auth ? { onRequest: authenticate } : {}),
      ...(route.multipart ? { bodyLimit: UPLOAD_BODY_LIMIT } : {}),
      handler: async (request, reply) => {
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          admin: request.admin,
          request,
          reply,
        } as HandlerInput<RouteId>;
        const answer = await handler(input, context);
        return reply.sent ? reply : answer;
      },
    });
  }
}
