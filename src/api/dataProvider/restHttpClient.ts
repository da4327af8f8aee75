/**
 * ra-data-simple-rest's HTTP client for our REST resources: react-admin's fetchJson (it hands the provider the
 * answer's headers, where the list's Content-Range total is) with the admin's bearer token, and a failure
 * worded from our answers' code or `error`, as the /admin/v1 calls' failures are (httpClient.ts), since fetchJson
 * reads only `message`.
 */
import { fetchUtils, HttpError } from 'react-admin';
import { failureError } from '../httpClient';
import { getToken } from '../tokenStore';

export async function restHttpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getToken();
  const user = token ? { authenticated: true, token: `Bearer ${token}` } : undefined;
  try {
    return await fetchUtils.fetchJson(url, { ...options, user });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw failureError(error.body, error.message, error.status);
  }
}
