/**
 * Not fetchUtils.fetchJson, which reads only `message`, never our `error`. Every failure, a 2xx with `ok: false`
 * included, becomes an HttpError whose body's `errors` are where react-admin's forms look to mark the inputs.
 */
import { HttpError } from 'react-admin';
import { failureText, fieldMessages, type Translate } from '../i18n/failureText';
import { pageResumePlace } from './changes/resumePlace';
import { takeEarlyAnswer } from './earlyAnswer';
import { getToken } from './tokenStore';

/** Where `/admin/v1/...` lives; `VITE_API_BASE` points the SPA at another host. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded unless it is FormData (multipart), which fetch sends with its own boundary */
  body?: unknown;
  /** null and undefined values are left out */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
}

/** `/admin/v1/login` -> absolute URL below the API base (relative bases resolve against the page). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): URL {
  const base = API_BASE.replace(/\/+$/, '');
  const url = new URL(`${base}${path}`, globalThis.location?.href ?? 'http://localhost/');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

export function failureMessage(json: unknown, fallback: string): string {
  if (json && typeof json === 'object') {
    const { error, message } = json as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export function failureError(json: unknown, fallback: string, status: number, translate: Translate): HttpError {
  const message = failureText(json, failureMessage(json, fallback), translate);
  const errors = fieldMessages(json, translate);
  return new HttpError(message, status, errors ? { ...(json as object), errors } : json);
}

function isFailureAnswer(json: unknown): boolean {
  return !!json && typeof json === 'object' && (json as { ok?: unknown }).ok === false;
}

export async function httpRequest<T = unknown>(path: string, options: HttpOptions, translate: Translate): Promise<T> {
  const { method = 'GET', body, query, signal, responseType = 'json' } = options;
  const headers = new Headers({ Accept: responseType === 'json' ? 'application/json' : '*/*' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const url = apiUrl(path, query);
  const early = method === 'GET' ? takeEarlyAnswer(url, token) : undefined;
  const response = await (early ?? fetch(url, { method, headers, body: payload, signal }));
  pageResumePlace.note(response.headers);

  if (responseType === 'blob' && response.ok) return (await response.blob()) as T;

  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined; // not JSON (a proxy's error page): the status text tells the story
  }
  if (!response.ok || isFailureAnswer(json)) {
    throw failureError(json, response.statusText || `HTTP ${response.status}`, response.status, translate);
  }
  return json as T;
}
