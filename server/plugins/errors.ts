/**
 * Every failure answers { ok: false, error } with DESIGN.md's status codes; an unexpected error is logged
 * with its request id and answered 500 without internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** Exported for the demo, which answers the same conditions with the same words (src/demo/workerHandlers.ts). */
export const FASTIFY_CODE_STATUS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large (at most 5 MB)'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload'],
  FST_FILES_LIMIT: [413, 'Only one file can be uploaded at a time'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected a multipart/form-data upload'],
};

/**
 * What the multipart parser (@fastify/busboy) throws, as plain Errors without a code or status, for a body
 * that is not well-formed multipart: a missing or overlong boundary, data cut short. The client's fault: 400.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot .+|Unsupported Content-Type\.)$/;

const isMalformedMultipart = (error: FastifyError, request: FastifyRequest) =>
  error.statusCode === undefined && request.isMultipart?.() === true && MALFORMED_MULTIPART.test(error.message);

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ ok: false, error: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ ok: false, error: error.message });
    }
    if (isMalformedMultipart(error, request)) {
      return reply.status(400).send({ ok: false, error: 'The upload is not a well-formed multipart/form-data body' });
    }
    const known = error.code ? FASTIFY_CODE_STATUS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ ok: false, error: known[1] });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send({ ok: false, error: 'The request is not valid' });
    }
    if (error.statusCode === 413 || error.statusCode === 415 || error.statusCode === 429) {
      // every 429 says when to come back; one without a time of its own gets a minute
      if (error.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(error.statusCode).send({ ok: false, error: error.message });
    }
    // any other refusal a plugin raises (the static file server's 403 or 416, say) is the client's, not a 500
    if (error.statusCode !== undefined && error.statusCode > 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ ok: false, error: 'The request was refused' });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ ok: false, error: `Something went wrong on the server (request ${request.id})` });
  });
}

/**
 * Errors Fastify raises while routing, before any hook or the error handler runs: a path that is not valid
 * percent-encoding (FST_ERR_BAD_URL) or a path segment over 100 characters (FST_ERR_MAX_PARAM_LENGTH).
 * Passed to Fastify as its `frameworkErrors` option (server/app.ts), so they answer { ok: false, error } like
 * every other failure instead of Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : 'The address is not valid (bad percent-encoding)';
  return reply.status(400).send({ ok: false, error: message });
}
