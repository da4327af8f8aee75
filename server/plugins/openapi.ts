/** It maps every route of an admin API, so it asks for the bearer token like them unless PUBLISH_API_DOCS=1. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../routes/types';
import { makeAuthenticate } from './auth';
import { finishOpenApiDocument } from './openapiDocument';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Matchday Admin /admin/v1',
        description:
          'The back-office API of Matchday. Every failure answers { ok: false, error, code, params } (and fields on a 400 that names fields).',
        version: '1.0.0',
        // the project is private (package.json): no licence is granted, which npm spells UNLICENSED
        license: {
          name: 'UNLICENSED',
          url: 'https://docs.npmjs.com/cli/v10/configuring-npm/package-json#license',
        },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
}

const published = new WeakMap<FastifyInstance, object>();

export function openApiDocument(app: FastifyInstance): object {
  let document = published.get(app);
  if (!document) {
    document = finishOpenApiDocument(app.swagger() as unknown as Record<string, unknown>);
    published.set(app, document);
  }
  return document;
}

export function registerOpenApiDocument(app: FastifyInstance, context: AppContext) {
  const isPublic = context.config.publishApiDocs;
  app.get(
    '/api/docs',
    {
      schema: { hide: true },
      config: { auth: !isPublic },
      ...(isPublic ? {} : { onRequest: makeAuthenticate(context) }),
    },
    async () => openApiDocument(app),
  );
}
