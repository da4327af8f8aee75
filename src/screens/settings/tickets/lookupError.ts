import { HttpError } from 'react-admin';

/** The spec tells a refusal by the server ('cannot fetch data' without its text) from a failed call. */
export function lookupErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message || 'app.message.cannot_fetch_data';
  return 'app.message.fetch_error';
}
