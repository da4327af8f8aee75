/**
 * Security headers (helmet) with a CSP the SPA runs under: scripts only from our origin, styles inline
 * (MUI/emotion injects <style> tags), images from our origin and data: URLs (QR codes, previews).
 *
 * helmet's middleware is built once here and applied in an onRequest hook. @fastify/helmet builds a new
 * one on every request (its CSP directives parsed again each time): ~20 µs of a token check that otherwise
 * costs little more, measured in the scale benchmark's profile (bench/FINDINGS.md).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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

export async function registerSecurityHeaders(app: FastifyInstance) {
  // on the raw response, as @fastify/helmet does: a route's own reply.header() (an image's CSP) still wins
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
