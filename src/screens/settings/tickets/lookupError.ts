import { HttpError } from 'react-admin';

/**
 * What a failed lookup shows (spec section 8, ticket lookup): when the server answered with an error, its
 * text (or 'cannot fetch data' without one); when the call itself failed, 'an error occurred fetching data'.
 */
export function lookupErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message || 'app.message.cannot_fetch_data';
  return 'app.message.fetch_error';
}
