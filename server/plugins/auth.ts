import type { FastifyRequest } from 'fastify';
import type { SignedInAdmin } from '../domain/signedInAdmin';
import { signedInAdmin } from '../routes/pipeline';
import type { AppContext } from '../routes/types';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
  interface FastifyContextConfig {
    auth?: boolean;
    routeId?: string;
  }
}

export function makeAuthenticate(context: AppContext) {
  return async function authenticate(request: FastifyRequest) {
    request.admin = await signedInAdmin(context, request.headers.authorization);
  };
}
