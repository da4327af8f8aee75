/** Every helper takes only a catalogue code (contract/errorCodes.ts), with exactly that code's params. */
import type { ErrorCode, ErrorParam, FieldProblem, ParamsArg } from '../contract/errorCodes';

export interface ApiErrorOptions {
  /** sent as Retry-After: when the client may try again (every 429, and a 503 that will pass) */
  retryAfterSeconds?: number;
  fields?: FieldProblem[];
}

export class ApiError extends Error {
  readonly retryAfterSeconds?: number;
  readonly fields?: FieldProblem[];

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly params: Record<string, ErrorParam> = {},
    options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fields = options.fields;
  }
}

export const failure = <C extends ErrorCode>(statusCode: number, message: string, code: C, ...params: ParamsArg<C>) =>
  new ApiError(statusCode, message, code, params[0] ?? {});

export const badRequest = <C extends ErrorCode>(message: string, code: C, ...params: ParamsArg<C>) =>
  failure(400, message, code, ...params);
export const notFound = <C extends ErrorCode>(message: string, code: C, ...params: ParamsArg<C>) =>
  failure(404, message, code, ...params);
export const conflict = <C extends ErrorCode>(message: string, code: C, ...params: ParamsArg<C>) =>
  failure(409, message, code, ...params);
export const unauthorized = <C extends ErrorCode>(message: string, code: C, ...params: ParamsArg<C>) =>
  failure(401, message, code, ...params);

/** A 400 about one field of the request (a rule the schema cannot state): its code is the field's too. */
export const invalidField = <C extends ErrorCode>(message: string, field: string, code: C, ...params: ParamsArg<C>) =>
  new ApiError(400, message, code, params[0] ?? {}, { fields: [{ field, code, params: params[0] ?? {} }] });

export const tooManyRequests = <C extends ErrorCode>(
  message: string,
  retryAfterSeconds: number,
  code: C,
  ...params: ParamsArg<C>
) => new ApiError(429, message, code, params[0] ?? {}, { retryAfterSeconds });
export const busy = <C extends ErrorCode>(
  message: string,
  retryAfterSeconds: number,
  code: C,
  ...params: ParamsArg<C>
) => new ApiError(503, message, code, params[0] ?? {}, { retryAfterSeconds });

/** A bug: the answer names the request so the log can be found, and nothing of the internals. */
export const unexpectedFailure = (requestId: string) =>
  failure(500, `Something went wrong on the server (request ${requestId})`, 'server.unexpected', { requestId });

/** The answer's body of an ApiError: what both the server (plugins/errors.ts) and the demo send. */
export function errorBody(error: ApiError) {
  return {
    ok: false as const,
    error: error.message,
    code: error.code,
    params: error.params,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

export type ErrorBody = ReturnType<typeof errorBody>;
