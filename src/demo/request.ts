/**
 * Reads a request the way the server's Fastify pipeline does, in the same order:
 * bearer check (onRequest) -> content type, size and JSON parsing -> params, body, query validation.
 * Each step can end the request with the server's status and message.
 */
import type { RouteDef } from '../../contract';
import { DemoError, INVALID_TOKEN, MISSING_TOKEN } from './failures';
import type { DemoAdmin, DemoStore } from './store';
import { validate } from './validation';

/** Fastify's default body limit, and the upload route's (a 5 MB file plus the multipart envelope). */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/;

export interface DemoInput {
  params: unknown;
  query: unknown;
  body: unknown;
  /** the signed-in admin; null on public routes */
  admin: DemoAdmin | null;
  /** the bearer token of the request (logout revokes it) */
  token: string | null;
  request: Request;
}

function authenticate(request: Request, store: DemoStore): { admin: DemoAdmin; token: string } {
  const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new DemoError(401, MISSING_TOKEN);
  const admin = store.sessions.get(token);
  if (!admin) throw new DemoError(401, INVALID_TOKEN);
  return { admin, token };
}

/** The body as Fastify's content-type parsers see it: JSON, text, or left for the multipart handler. */
async function readBody(route: RouteDef, request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (route.multipart && contentType.startsWith('multipart/form-data')) return undefined; // the handler reads it
  const text = await request.text();
  if (text.length === 0 && !contentType.startsWith('application/json')) return undefined;
  const limit = route.multipart ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
  if (new TextEncoder().encode(text).length > limit) throw new DemoError(413, 'The request is too large');
  if (contentType.startsWith('application/json')) {
    if (text.length === 0) throw new DemoError(400, 'The request body is empty');
    try {
      return JSON.parse(text);
    } catch {
      throw new DemoError(400, 'The request body is not valid JSON');
    }
  }
  if (contentType.startsWith('text/plain')) return text;
  throw new DemoError(415, 'Unsupported content type');
}

function checked(route: RouteDef, part: 'params' | 'querystring' | 'body', value: unknown): unknown {
  const schema = part === 'params' ? route.params : part === 'querystring' ? route.querystring : route.body;
  if (part === 'body' && route.multipart) return value;
  const result = validate(schema, part, value);
  if (!result.ok) throw new DemoError(400, result.error);
  return result.value;
}

export async function readRequest(
  route: RouteDef,
  request: Request,
  rawParams: Record<string, string | readonly string[] | undefined>,
  store: DemoStore,
): Promise<DemoInput> {
  const session = route.auth ? authenticate(request, store) : null;
  const body = await readBody(route, request);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return {
    params: checked(route, 'params', { ...rawParams }),
    body: checked(route, 'body', body),
    query: checked(route, 'querystring', query),
    admin: session?.admin ?? null,
    token: session?.token ?? null,
    request,
  };
}
