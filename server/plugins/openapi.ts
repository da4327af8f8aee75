/** The contract published as OpenAPI at /api/docs (JSON), generated from the routes' schemas. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Matchday Admin /admin/v1',
        description: 'The back-office API of Matchday. Every failure answers { ok: false, error }.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
}

export function registerOpenApiDocument(app: FastifyInstance) {
  app.get('/api/docs', { schema: { hide: true }, config: { auth: false } }, async () => app.swagger());
}
