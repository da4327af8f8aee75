/**
 * Sign-in is the one route an unauthenticated client can make the server work for, so it is guarded before
 * anything is read: its body may be a few hundred bytes (a username, a password and the app key), and
 * every request to it counts one attempt for its address whatever the answer (a bad body, a wrong app key,
 * a wrong password), decided before the body is parsed. An address over the limit gets 429 with
 * Retry-After at the cost of one upsert.
 */
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
