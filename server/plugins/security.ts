/**
 * API answers get only the headers that matter for what no browser renders as a page, since the document-only ones
 * are most of a token check's bytes; helmet's middleware is built once, not per request as @fastify/helmet does.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from '../apiPath';

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

export async function registerSecurityHeaders(app: FastifyInstance) {
  // on the raw response, as @fastify/helmet does: a route's own reply.header() (an image's CSP) still wins
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.raw.url ?? '/')) {
      for (const [name, value] of API_SECURITY_HEADERS) reply.raw.setHeader(name, value);
      done();
      return;
    }
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
