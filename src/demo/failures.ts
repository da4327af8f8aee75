/** Failures answered the server's way: a status and { ok: false, error } with a message for a person. */
import { HttpResponse } from 'msw';

export class DemoError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DemoError';
  }
}

export const failure = (status: number, error: string) => HttpResponse.json({ ok: false, error }, { status });

// The server's texts (server/plugins/auth.ts, server/plugins/errors.ts), so both read the same.
export const MISSING_TOKEN = 'Please sign in: the access token is missing';
export const INVALID_TOKEN = 'Your session has ended or is not valid: please sign in again';
export const NOT_IN_DEMO = 'Not implemented yet in the demo';
