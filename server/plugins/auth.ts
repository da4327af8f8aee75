/**
 * What the bearer check (routes/pipeline.ts, run in register.ts's onRequest hook) leaves on a Fastify request,
 * and the route config it reads; and the same check for the few routes outside the contract (/api/docs).
 */
import type { FastifyRequest } from 'fastify';
import type { SignedInAdmin } from '../domain/signedInAdmin';
import { signedInAdmin } from '../routes/pipeline';
import type { AppContext } from '../routes/types';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
  interface FastifyContextConfig {
    /** false on the few public routes (login, images) */
    auth?: boolean;
    routeId?: string;
  }
}

/** An onRequest hook that answers 401 unless the request carries a valid session. */
export function makeAuthenticate(context: AppContext) {
  return async function authenticate(request: FastifyRequest) {
    request.admin = await signedInAdmin(context, request.headers.authorization);
  };
}
