/**
 * MSW handlers that answer every route of the contract (/admin/v1 and the declared REST resources) with the server's own request pipeline and
 * handlers (server/routes/pipeline.ts, server/routes/portable.ts) on the in-browser database. What is left
 * here is reading a Fetch API request the way Fastify's parsers read it, and writing the answer back.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { apiRoutes, type RouteDef } from '../contract';
import { SerializedAnswer } from '../server/domain/answerCache';
import { ApiError, errorBody, notFound } from '../server/errors';
import { FASTIFY_FAILURES } from '../server/plugins/errors';
import { createRequestPipeline, failureAnswer } from '../server/routes/pipeline';
import { portableHandlers } from '../server/routes/portable';
import { BinaryAnswer, type HandlerMap, HeadedAnswer, type UploadedFile } from '../server/routes/types';
import type { DemoApp } from './app';

/** The server's 404 for a path below the API that is no route (server/plugins/spa.ts). */
const noSuchRoute = (method: string, path: string) =>
  errorBody(notFound(`No such API route: ${method} ${path}`, 'route.not_found', { method, path }));

/** Fastify's default body limit (server/app.ts JSON_BODY_LIMIT). */
const JSON_BODY_LIMIT = 1024 * 1024;

const failWith = (code: string) => FASTIFY_FAILURES[code]();

/** The body as Fastify's content-type parsers see it: JSON, text, or left for the upload. */
async function readBody(route: RouteDef, request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (route.multipart && contentType.startsWith('multipart/form-data')) return undefined;
  const text = await request.text();
  if (text.length === 0 && !contentType.startsWith('application/json')) return undefined;
  if (new TextEncoder().encode(text).length > JSON_BODY_LIMIT) throw failWith('FST_ERR_CTP_BODY_TOO_LARGE');
  if (contentType.startsWith('application/json')) {
    if (text.length === 0) throw failWith('FST_ERR_CTP_EMPTY_JSON_BODY');
    try {
      return JSON.parse(text);
    } catch {
      throw failWith('FST_ERR_CTP_INVALID_JSON_BODY');
    }
  }
  if (contentType.startsWith('text/plain')) return text;
  throw failWith('FST_ERR_CTP_INVALID_MEDIA_TYPE');
}

/** The multipart file in `field`, with the server's 415 and 413 (server/routes/register.ts uploadOf). */
async function uploadOf(request: Request, field: string): Promise<UploadedFile | undefined> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/form-data')) throw failWith('FST_INVALID_MULTIPART_CONTENT_TYPE');
  const file = (await request.formData()).get(field);
  if (!file || typeof file === 'string') return undefined;
  if (file.size > 5 * 1024 * 1024) throw failWith('FST_REQ_FILE_TOO_LARGE');
  return { bytes: new Uint8Array(await file.arrayBuffer()) };
}

function responseOf(answer: unknown): Response {
  if (answer instanceof BinaryAnswer) {
    return new Response(answer.body as Uint8Array<ArrayBuffer>, { headers: answer.headers });
  }
  const json = answer instanceof SerializedAnswer ? answer.json : JSON.stringify(answer);
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  if (answer instanceof HeadedAnswer)
    return new Response(JSON.stringify(answer.body), { headers: { ...headers, ...answer.headers } });
  return new Response(json, { headers });
}

/** A parameter followed by literal text in its segment, as in `downloadexcel/:gameWeekId.xlsx`. */
const SUFFIXED_PARAMETER = /:\w+[^/\w]/;

/**
 * MSW answers with the first handler whose path matches, and `downloadexcel/:gameWeekId` matches
 * `downloadexcel/12.xlsx` too (the parameter takes `12.xlsx`). The server's router prefers the path with the
 * literal suffix; so does the demo, by registering those paths first.
 */
export function inMatchingOrder(table: readonly RouteDef[]): RouteDef[] {
  const suffixed = table.filter((route) => SUFFIXED_PARAMETER.test(route.path));
  return [...suffixed, ...table.filter((route) => !suffixed.includes(route))];
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

export interface WorkerHandlerOptions {
  /** where the API lives; default '*\/api', the page's own /api in the browser */
  baseUrl?: string;
  /** after every answered request that may have written (not a GET) */
  onWrite?: () => void;
  /** for tests: other handlers than the server's portable ones */
  handlers?: HandlerMap;
  /** for tests: other routes than the contract's (a resource declared by a test) */
  routes?: readonly RouteDef[];
}

let requestCount = 0;

export function createWorkerHandlers(demo: DemoApp, options: WorkerHandlerOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? '*/api').replace(/\/+$/, '');
  const pipeline = createRequestPipeline(demo.context, options.handlers ?? portableHandlers);
  const answer = async (route: RouteDef, request: Request, params: Record<string, unknown>) => {
    const requestId = `demo-${++requestCount}`;
    try {
      const admin = await pipeline.authenticate(route, request.headers.get('authorization') ?? undefined);
      const body = await readBody(route, request);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const log = { info: () => {}, error: (details: object, message: string) => console.error(message, details) };
      const input = {
        params: { ...params },
        query,
        body,
        ip: 'demo',
        upload: (field: string) => uploadOf(request, field),
        log,
      };
      return responseOf(await pipeline.handle(route, input, admin));
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(`[demo] ${route.id} failed`, error);
      const failure = failureAnswer(error, requestId);
      return HttpResponse.json(failure.body, { status: failure.status });
    } finally {
      if (request.method !== 'GET') options.onWrite?.();
    }
  };
  const handlers = inMatchingOrder(options.routes ?? apiRoutes).map((route) =>
    METHODS[route.method](`${base}${route.path}`, ({ request, params }) => answer(route, request, params)),
  );
  // last: any other path below the API is the server's JSON 404, not a request to the network
  handlers.push(
    http.all(`${base}/*`, ({ request }) =>
      HttpResponse.json(noSuchRoute(request.method, new URL(request.url).pathname), { status: 404 }),
    ),
  );
  return handlers;
}
