/**
 * Security headers. Pages and the SPA's files get helmet's with a CSP the SPA runs under: scripts only from
 * our origin, styles inline (MUI/emotion injects <style> tags), images from our origin and data: URLs (QR
 * codes, previews). API answers (JSON, downloads) get the few that matter for something no browser renders
 * as a page: not sniffed as another type, not framed, not read by other origins, and a CSP that allows
 * nothing if one is opened directly (OWASP's REST Security Cheat Sheet). The others (COOP, Origin-Agent-
 * Cluster, X-DNS-Prefetch-Control...) act on documents only; on every answer they were ~650 of a token
 * check's ~870 bytes, and the time to set and write them a large part of the check's cost (bench/FINDINGS.md).
 *
 * helmet's middleware is built once here and applied in an onRequest hook. @fastify/helmet builds a new
 * one on every request (its CSP directives parsed again each time): ~20 µs of a token check that otherwise
 * costs little more, measured in the scale benchmark's profile (bench/FINDINGS.md).
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
