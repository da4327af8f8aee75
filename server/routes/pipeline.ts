/**
 * The request pipeline the server and the demo both sit on, in the server's order: the bearer check and the role's
 * (before the body is parsed, so a request without a valid session gets 401 and one the role may not make 403,
 * whatever it sends), then validation against the contract's schemas, then the handler. Nothing here may need Node.
 */
import { LAST_CHANGE_HEADER, type RouteDef, type RouteId } from '../../contract';
import { assertMay, permissionOfSignedInRoute } from '../domain/permissions';
import { findSession } from '../domain/sessions';
import type { SignedInAdmin } from '../domain/signedInAdmin';
import { ApiError, type ErrorBody, errorBody, failure, unauthorized, unexpectedFailure } from '../errors';
import { createRequestValidator } from './requestValidation';
import type { AppContext, Handler, HandlerInput, HandlerMap, RestHandler } from './types';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/;

export interface PipelineRequest extends Omit<HandlerInput<RouteId>, 'params' | 'query' | 'body' | 'admin'> {
  /** path and query values are text until validated */
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface RequestPipeline {
  /** Null on a public route; a 401 ApiError when a route needs sign-in and gets none, a 403 when the role may not. */
  authenticate(route: RouteDef, authorization: string | undefined): Promise<SignedInAdmin | null>;
  /** A route without a handler answers 501. */
  handle(
    route: RouteDef,
    request: PipelineRequest,
    admin: SignedInAdmin | null,
  ): ReturnType<Handler<RouteId>> | ReturnType<RestHandler>;
  /** Read before the handler runs, for its answer to carry: where a change stream may resume from. */
  lastChangeHeaders(): Record<string, string>;
}

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
    async authenticate(route, authorization) {
      if (!route.auth) return null;
      const permission = permissionOfSignedInRoute(route);
      const admin = await signedInAdmin(context, authorization);
      assertMay(admin, permission);
      return admin;
    },

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

    lastChangeHeaders(): Record<string, string> {
      const heard = context.changes.lastChangeHeard();
      return heard === undefined ? {} : { [LAST_CHANGE_HEADER]: heard };
    },
  };
}

/** Anything but an ApiError is a 500 that tells nothing of its cause. */
export function failureAnswer(error: unknown, requestId: string): { status: number; body: ErrorBody } {
  const known = error instanceof ApiError ? error : unexpectedFailure(requestId);
  return { status: known.statusCode, body: errorBody(known) };
}
