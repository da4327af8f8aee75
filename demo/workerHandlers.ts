/** The server's own pipeline and handlers answer; this only reads a Fetch request as Fastify's parsers would. */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { apiRoutes, CHANGES_API_PATH, type RouteDef } from '../contract';
import { SerializedAnswer } from '../server/domain/answerCache';
import { EVENT_STREAM_HEADERS } from '../server/domain/changeStreams';
import { ApiError, errorBody, notFound } from '../server/errors';
import { FASTIFY_FAILURES } from '../server/plugins/errors';
import { openChangeStream } from '../server/routes/changes';
import { createRequestPipeline, failureAnswer } from '../server/routes/pipeline';
import { portableHandlers } from '../server/routes/portable';
import { BinaryAnswer, type HandlerMap, HeadedAnswer, type UploadedFile } from '../server/routes/types';
import type { DemoApp } from './app';

const noSuchRoute = (method: string, path: string) =>
  errorBody(notFound(`No such API route: ${method} ${path}`, 'route.not_found', { method, path }));

/** as server/app.ts JSON_BODY_LIMIT */
const JSON_BODY_LIMIT = 1024 * 1024;

const failWith = (code: string) => FASTIFY_FAILURES[code]();

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

/** With the server's 415 and 413 (server/routes/register.ts uploadOf). */
async function uploadOf(request: Request, field: string): Promise<UploadedFile | undefined> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/form-data')) throw failWith('FST_INVALID_MULTIPART_CONTENT_TYPE');
  const file = (await request.formData()).get(field);
  if (!file || typeof file === 'string') return undefined;
  if (file.size > 5 * 1024 * 1024) throw failWith('FST_REQ_FILE_TOO_LARGE');
  return { bytes: new Uint8Array(await file.arrayBuffer()) };
}

function responseOf(answer: unknown, lastChangeHeaders: Record<string, string>): Response {
  if (answer instanceof BinaryAnswer) {
    return new Response(answer.body as Uint8Array<ArrayBuffer>, {
      headers: { ...lastChangeHeaders, ...answer.headers },
    });
  }
  const json = answer instanceof SerializedAnswer ? answer.json : JSON.stringify(answer);
  const headers = { 'content-type': 'application/json; charset=utf-8', ...lastChangeHeaders };
  if (answer instanceof HeadedAnswer)
    return new Response(JSON.stringify(answer.body), { headers: { ...headers, ...answer.headers } });
  return new Response(json, { headers });
}

const SUFFIXED_PARAMETER = /:\w+[^/\w]/;

/**
 * MSW takes the first handler that matches, and `downloadexcel/:gameWeekId` matches `downloadexcel/12.xlsx` too;
 * registering suffixed paths first prefers them, as the server's router does.
 */
export function inMatchingOrder(table: readonly RouteDef[]): RouteDef[] {
  const suffixed = table.filter((route) => SUFFIXED_PARAMETER.test(route.path));
  return [...suffixed, ...table.filter((route) => !suffixed.includes(route))];
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

export interface WorkerHandlerOptions {
  /** default '*\/api' */
  baseUrl?: string;
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
      const lastChangeHeaders = pipeline.lastChangeHeaders();
      return responseOf(await pipeline.handle(route, input, admin), lastChangeHeaders);
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
  handlers.push(
    http.get(`${base}${CHANGES_API_PATH}`, async ({ request }) => {
      try {
        const header = (name: string) => request.headers.get(name) ?? undefined;
        const body = await openChangeStream(demo.context, header('authorization'), header('last-event-id'));
        return new Response(body, { headers: EVENT_STREAM_HEADERS });
      } catch (error) {
        const failure = failureAnswer(error, `demo-${++requestCount}`);
        return HttpResponse.json(failure.body, { status: failure.status });
      }
    }),
  );
  // last: any other path below the API is the server's JSON 404, not a request to the network
  handlers.push(
    http.all(`${base}/*`, ({ request }) =>
      HttpResponse.json(noSuchRoute(request.method, new URL(request.url).pathname), { status: 404 }),
    ),
  );
  return handlers;
}
