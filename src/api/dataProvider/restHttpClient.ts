/**
 * fetchJson, as it hands the provider the headers (the Content-Range total), but failures are worded from our
 * code or `error`, since fetchJson reads only `message`.
 */
import { fetchUtils, HttpError } from 'react-admin';
import { pageResumePlace } from '../changes/resumePlace';
import { failureError } from '../httpClient';
import { getToken } from '../tokenStore';

export async function restHttpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getToken();
  const user = token ? { authenticated: true, token: `Bearer ${token}` } : undefined;
  try {
    const answer = await fetchUtils.fetchJson(url, { ...options, user });
    // a failure carries no data to be kept up to date
    pageResumePlace.note(answer.headers);
    return answer;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw failureError(error.body, error.message, error.status);
  }
}
