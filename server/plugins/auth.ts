/**
 * Bearer authentication in an onRequest hook: it runs before the body is parsed or validated,
 * so a request without a valid session gets 401 whatever it sends.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSession, type SignedInAdmin } from '../domain/sessions';
import { unauthorized } from '../errors';
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

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && BEARER.exec(header)?.[1]) ?? null;
}

export function makeAuthenticate(app: AppContext) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in: the access token is missing');
    const { db, clock, config, platform, sessionCache } = app;
    const admin = await findSession(db, token, clock.now(), config.session, platform.tokenDigest, sessionCache);
    if (!admin) throw unauthorized('Your session has ended or is not valid: please sign in again');
    request.admin = admin;
  };
}
