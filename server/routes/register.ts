/**
 * Every route of the contract's table on Fastify, on the pipeline the demo shares: the bearer check in an onRequest
 * hook, before the body is parsed. The schemas document the routes in OpenAPI; the pipeline validates with them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { apiRoutes, ErrorAnswer, type RouteDef } from '../../contract';
import '../plugins/auth';
import { createRequestPipeline } from './pipeline';
import { type AppContext, BinaryAnswer, type HandlerMap, HeadedAnswer, type UploadedFile } from './types';

export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024; // a 5 MB file plus the multipart envelope

const ROUTE_TAGS: Record<RouteDef['origin'], string> = { spec: 'admin/v1', ours: 'admin/v1 (ours)', rest: 'rest' };

function schemaOf(route: RouteDef): FastifySchema {
  return {
    summary: route.summary,
    tags: [ROUTE_TAGS[route.origin]],
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body && !route.multipart ? { body: route.body } : {}),
    response: { 200: route.response, '4xx': ErrorAnswer, '5xx': ErrorAnswer },
  };
}

/** Past the size limit toBuffer throws, and the error handler answers 413. */
async function uploadOf(request: FastifyRequest, field: string): Promise<UploadedFile | undefined> {
  // not multipart at all: the plugin throws, and the error handler answers 415
  const file = await request.file();
  if (!file || file.fieldname !== field) {
    file?.file.resume(); // let the rest of the request body drain
    return undefined;
  }
  return { bytes: await file.toBuffer() };
}

function sendBinary(reply: FastifyReply, answer: BinaryAnswer) {
  const { body } = answer;
  return reply
    .headers(answer.headers)
    .send(body instanceof Uint8Array ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : body);
}

export function registerApiRoutes(
  app: FastifyInstance,
  context: AppContext,
  handlers: HandlerMap,
  routeTable: readonly RouteDef[] = apiRoutes,
) {
  const pipeline = createRequestPipeline(context, handlers);
  for (const route of routeTable) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      schema: schemaOf(route),
      // the pipeline validates (and coerces) with the same schemas, as the demo does
      validatorCompiler: () => () => true,
      config: { auth: route.auth, routeId: route.id },
      ...(route.auth
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.admin = await pipeline.authenticate(route, request.headers.authorization);
            },
          }
        : {}),
      ...(route.multipart ? { bodyLimit: UPLOAD_BODY_LIMIT } : {}),
      handler: async (request, reply) => {
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          ip: request.ip,
          upload: (field: string) => uploadOf(request, field),
          log: request.log,
        };
        reply.headers(pipeline.lastChangeHeaders());
        const answer = await pipeline.handle(route, input, request.admin);
        if (answer instanceof BinaryAnswer) return sendBinary(reply, answer);
        if (answer instanceof HeadedAnswer) return reply.headers(answer.headers).send(answer.body);
        return answer;
      },
    });
  }
}
