/**
 * The app's http client: httpRequest.ts worded by the app's catalogues in the current language. The login page,
 * which runs before those catalogues are loaded, calls httpRequest with its own (src/login/).
 */

import { i18nProvider } from '../i18n';
import { type HttpOptions, httpRequest, failureError as wordedFailure } from './httpRequest';

export const httpClient = <T = unknown>(path: string, options: HttpOptions = {}): Promise<T> =>
  httpRequest<T>(path, options, i18nProvider.translate);

/** The HttpError of a failed answer, worded in the current language, its fields' messages in `body.errors`. */
export const failureError = (json: unknown, fallback: string, status: number) =>
  wordedFailure(json, fallback, status, i18nProvider.translate);
