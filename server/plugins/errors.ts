/** An unexpected error is logged with its request id and answered 500 without internals. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, failure, unexpectedFailure } from '../errors';

/** Exported for the demo, which answers the same conditions with the same words (demo/workerHandlers.ts). */
export const FASTIFY_FAILURES: Record<string, () => ApiError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => failure(413, 'The request is too large', 'request.body_too_large'),
  FST_REQ_FILE_TOO_LARGE: () =>
    failure(413, 'The file is too large (at most 5 MB)', 'request.file_too_large', { limitMb: 5 }),
  FST_PARTS_LIMIT: () => failure(413, 'Too many parts in the upload', 'request.too_many_parts'),
  FST_FILES_LIMIT: () => failure(413, 'Only one file can be uploaded at a time', 'request.too_many_files'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => failure(415, 'Unsupported content type', 'request.unsupported_media_type'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => failure(400, 'The request body is empty', 'request.empty_body'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => failure(400, 'The request body is not valid JSON', 'request.invalid_json'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    failure(415, 'Expected a multipart/form-data upload', 'request.expected_multipart'),
};

const send = (reply: FastifyReply, error: ApiError) => reply.status(error.statusCode).send(errorBody(error));

/** @fastify/busboy throws these as plain Errors without a code or status, for a body that is the client's fault. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot .+|Unsupported Content-Type\.)$/;

const isMalformedMultipart = (error: FastifyError, request: FastifyRequest) =>
  error.statusCode === undefined && request.isMultipart?.() === true && MALFORMED_MULTIPART.test(error.message);

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error);
    }
    if (error.validation) return send(reply, failure(400, error.message, 'request.invalid'));
    if (isMalformedMultipart(error, request)) {
      return send(
        reply,
        failure(400, 'The upload is not a well-formed multipart/form-data body', 'request.malformed_multipart'),
      );
    }
    const known = error.code ? FASTIFY_FAILURES[error.code] : undefined;
    if (known) return send(reply, known());
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(reply, failure(400, 'The request is not valid', 'request.invalid'));
    }
    if (error.statusCode === 413 || error.statusCode === 415 || error.statusCode === 429) {
      // every 429 says when to come back; one without a time of its own gets a minute
      if (error.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return send(reply, failure(error.statusCode, error.message, 'request.refused'));
    }
    // any other refusal a plugin raises (the static file server's 403 or 416, say) is the client's, not a 500
    if (error.statusCode !== undefined && error.statusCode > 400 && error.statusCode < 500) {
      return send(reply, failure(error.statusCode, 'The request was refused', 'request.refused'));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return send(reply, unexpectedFailure(request.id));
  });
}

/** Fastify raises these while routing, before any hook or the error handler: passed as its `frameworkErrors`. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? failure(400, 'A part of the address is too long', 'request.address_too_long')
      : failure(400, 'The address is not valid (bad percent-encoding)', 'request.bad_address'),
  );
}
