/** The login page runs before the app's catalogues load, so it calls httpRequest with its own. */
import { i18nProvider } from '../i18n';
import { type HttpOptions, httpRequest, failureError as wordedFailure } from './httpRequest';

export const httpClient = <T = unknown>(path: string, options: HttpOptions = {}): Promise<T> =>
  httpRequest<T>(path, options, i18nProvider.translate);

export const failureError = (json: unknown, fallback: string, status: number) =>
  wordedFailure(json, fallback, status, i18nProvider.translate);
