/**
 * The request pipeline the server (Fastify, register.ts) and the demo (MSW, src/demo/) both sit on: a contract
 * route plus a request become a handler call, in the server's order. The bearer check first (the server runs
 * it before the body is even parsed, so a request without a valid session gets 401 whatever it sends), then
 * validation against the contract's schemas, then the handler. Failures are ApiErrors, which
 * `failureAnswer` turns into the contract's `{ ok: false, error, code, params }` with its status. Nothing here needs Node.
 */
import type { RouteDef, RouteId } from '../../contract';
import { findSession } from '../domain/sessions';
import type { SignedInAdmin } from '../domain/signedInAdmin';
import { ApiError, type ErrorBody, errorBody, failure, unauthorized, unexpectedFailure } from '../errors';
import { createRequestValidator } from './requestValidation';
import type { AppContext, Handler, HandlerInput, HandlerMap, RestHandler } from './types';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/;

/** A request as the pipeline needs it; each runtime builds it from its own request object. */
export interface PipelineRequest extends Omit<HandlerInput<RouteId>, 'params' | 'query' | 'body' | 'admin'> {
  /** as they arrive: path and query values are text until validated */
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface RequestPipeline {
  /** The signed-in admin of a route that needs one (else a 401 ApiError), null on a public route. */
  authenticate(route: RouteDef, authorization: string | undefined): Promise<SignedInAdmin | null>;
  /** Validates the request and calls the route's handler (501 when it has none). */
  handle(
    route: RouteDef,
    request: PipelineRequest,
    admin: SignedInAdmin | null,
  ): ReturnType<Handler<RouteId>> | ReturnType<RestHandler>;
}

/** The admin an Authorization header's bearer token signs in, else a 401 ApiError. */
export async function signedInAdmin(context: AppContext, authorization: string | undefined): Promise<SignedInAdmin> {
  const token = (authorization && BEARER.exec(authorization)?.[1]) ?? null;
  if (!token) throw unauthorized('Please sign in: the access token is missing', 'auth.token_missing');
  const { db, clock, config, platform, sessionCache } = context;
  const admin = await findSession(db, token, clock.now(), config.session, platform.tokenDigest, sessionCache);
  if (!admin) throw unauthorized('Your session has ended or is not valid: please sign in again', 'auth.session_ended');
  return admin;
}

export function createRequestPipeline(context: AppContext, handlers: HandlerMap): RequestPipeline {
  const validate = createRequestValidator();
  return {
    authenticate: async (route, authorization) => (route.auth ? signedInAdmin(context, authorization) : null),

    async handle(route, request, admin) {
      const handler = handlers[route.id as RouteId] as Handler<RouteId> | undefined;
      if (!handler) {
        const { method, path, summary } = route;
        throw failure(501, `Not implemented yet: ${method} ${path} (${summary})`, 'server.not_implemented', {
          method,
          path,
        });
      }
      const parts = validate(route, { params: request.params, query: request.query, body: request.body });
      return handler({ ...request, ...parts, admin } as HandlerInput<RouteId>, context);
    },
  };
}

/** A failure as the contract answers it: an ApiError's status and message, anything else a 500. */
export function failureAnswer(error: unknown, requestId: string): { status: number; body: ErrorBody } {
  const known = error instanceof ApiError ? error : unexpectedFailure(requestId);
  return { status: known.statusCode, body: errorBody(known) };
}
