/** The one route an unauthenticated client can make work: every request counts an attempt before its body is parsed. */
import type { FastifyInstance } from 'fastify';
import type { RouteId } from '../../contract';
import { addressKey, reserveAttempt } from '../domain/loginThrottle';
import { throttledAnswer } from '../domain/signIn';
import type { AppContext } from '../routes/types';

const SIGN_IN: RouteId = 'login';

/** Username and password at most 200 characters each, app key 100: even as \\u escapes this is enough. */
export const SIGN_IN_BODY_LIMIT = 4 * 1024;

const isSignIn = (config: unknown) => (config as { routeId?: string } | undefined)?.routeId === SIGN_IN;

export function registerSignInThrottle(app: FastifyInstance, { db, clock, config }: AppContext) {
  app.addHook('onRoute', (route) => {
    if (isSignIn(route.config)) route.bodyLimit = SIGN_IN_BODY_LIMIT;
  });
  app.addHook('onRequest', async (request) => {
    if (!isSignIn(request.routeOptions.config)) return;
    const reservation = await reserveAttempt(db, addressKey(request.ip), clock.now(), config.loginThrottle);
    if (!reservation.allowed) throw throttledAnswer(reservation);
  });
}
