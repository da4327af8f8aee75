/**
 * fetchJson, as it hands the provider the headers (the Content-Range total), but failures are worded from our
 * code or `error`, since fetchJson reads only `message`.
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
