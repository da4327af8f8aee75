/**
 * MSW handlers implementing the /admin/v1 contract in the browser (npm run demo) and under
 * msw/node (the contract cases). Every route of the contract's table gets a handler at the
 * table's path; routes without a demo implementation yet answer 501 after the bearer check.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { type RouteDef, type RouteId, routes } from '../../contract';
import { accountHandlers } from './account';
import { auditLogHandlers } from './auditLog';
import { authHandlers } from './auth';
import { entrantHandlers } from './entrants';
import { entryHandlers } from './entries';
import { excelHandlers } from './excel';
import { DemoError, failure, NOT_IN_DEMO } from './failures';
import { gameWeekDetailHandlers } from './gameWeekDetail';
import { gameWeekHandlers } from './gameWeeks';
import type { DemoHandler, DemoHandlerInput, DemoHandlerMap } from './handlerTypes';
import { liveScoreHandlers } from './liveScore';
import { paymentHandlers } from './payments';
import { playerHandlers } from './players';
import { readRequest } from './request';
import { rewardHandlers } from './rewards';
import { seasonHandlers } from './seasons';
import type { DemoStore } from './store';
import { teamHandlers } from './teams';
import { teamVsHandlers } from './teamVs';
import { ticketHandlers } from './tickets';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';

/** Each resource issue adds its handlers here. */
export const demoHandlers: DemoHandlerMap = {
  ...auditLogHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...entrantHandlers,
  ...entryHandlers,
  ...excelHandlers,
  ...liveScoreHandlers,
  ...paymentHandlers,
  ...ticketHandlers,
  ...userHandlers,
  ...teamHandlers,
  ...teamVsHandlers,
  ...gameWeekHandlers,
  ...gameWeekDetailHandlers,
  ...playerHandlers,
  ...rewardHandlers,
  ...seasonHandlers,
  ...uploadHandlers,
};

export interface DemoHandlerOptions {
  /**
   * Where the API lives, e.g. 'http://demo.test/api'. Default: '*\/api' — any origin, so the
   * handlers answer the page's own /api in the browser and any absolute URL under msw/node.
   */
  baseUrl?: string;
  /** for tests: other implementations than demoHandlers */
  implementations?: DemoHandlerMap;
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

function routeHandler(
  route: RouteDef,
  base: string,
  store: DemoStore,
  implementation: DemoHandler<RouteId> | undefined,
) {
  return METHODS[route.method](`${base}${route.path}`, async ({ request, params }) => {
    try {
      const input = await readRequest(route, request, params, store);
      if (!implementation) throw new DemoError(501, NOT_IN_DEMO);
      const answer = await implementation(input as DemoHandlerInput<RouteId>, store);
      return answer instanceof Response ? answer : HttpResponse.json(answer as object);
    } catch (error) {
      if (error instanceof DemoError) return failure(error.status, error.message);
      console.error(`[demo] ${route.id} failed`, error);
      return failure(500, `Something went wrong in the demo (${route.id})`);
    }
  });
}

/** A parameter followed by literal text in its segment, as in `downloadexcel/:gameWeekId.xlsx`. */
const SUFFIXED_PARAMETER = /:\w+[^/\w]/;

/**
 * MSW answers with the first handler whose path matches, and `downloadexcel/:gameWeekId` matches
 * `downloadexcel/12.xlsx` too (the parameter takes `12.xlsx`). The server's router prefers the path with the
 * literal suffix; so does the demo, by registering those paths first.
 */
function inMatchingOrder(table: readonly RouteDef[]): RouteDef[] {
  const suffixed = table.filter((route) => SUFFIXED_PARAMETER.test(route.path));
  return [...suffixed, ...table.filter((route) => !suffixed.includes(route))];
}

export function createDemoHandlers(store: DemoStore, options: DemoHandlerOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? '*/api').replace(/\/+$/, '');
  const implementations = options.implementations ?? demoHandlers;
  const handlers = inMatchingOrder(routes as readonly RouteDef[]).map((route) =>
    routeHandler(route, base, store, implementations[route.id as RouteId] as DemoHandler<RouteId> | undefined),
  );
  // last: any other path below the API is the server's JSON 404, not a request to the network
  handlers.push(
    http.all(`${base}/*`, ({ request }) =>
      failure(404, `No such API route: ${request.method} ${new URL(request.url).pathname}`),
    ),
  );
  return handlers;
}
