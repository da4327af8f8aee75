/** A failure with a status and a message meant for a person; the error handler answers { ok: false, error }. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** sent as Retry-After: when the client may try again (every 429, and a 503 that will pass) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Please sign in again') => new ApiError(401, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, retryAfterSeconds);
export const busy = (message: string, retryAfterSeconds: number) => new ApiError(503, message, retryAfterSeconds);
