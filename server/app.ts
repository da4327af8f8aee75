/**
 * Builds the Fastify app: security headers, validation, error answers, OpenAPI, the /api routes of the
 * contract and the SPA. main.ts listens with it; tests build it too and call inject().
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { SerializedAnswer } from './domain/answerCache';
import { PaymentPages } from './domain/paymentPages';
import { newSignInQueue } from './domain/signIn';
import { registerDotSegmentRefusal } from './plugins/dotSegments';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyChecks } from './plugins/jsonBody';
import { registerOpenApi, registerOpenApiDocument } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerSessionCache, type SessionCacheSettings } from './plugins/sessionCache';
import { registerSignInThrottle } from './plugins/signInThrottle';
import { registerSpa } from './plugins/spa';
import { registerValidation } from './plugins/validation';
import { allHandlers } from './routes';
import { registerApiRoutes } from './routes/register';
import type { AppContext, HandlerMap } from './routes/types';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** tests may swap handlers; the default is every handler that has landed */
  handlers?: HandlerMap;
  /** the session revocation listener's reconnection backoff (PostgreSQL) */
  sessionListener?: Omit<SessionCacheSettings, 'cacheSeconds'>;
}

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // bad percent-encoding or an overlong path segment fail while routing, before the error handler
    frameworkErrors: answerFrameworkError,
  });
  const context: AppContext = {
    db: options.database.db,
    dialect: options.database.dialect,
    config: options.config,
    clock: options.clock ?? systemClock,
    sessionCache: await registerSessionCache(app, options.database, {
      ...options.sessionListener,
      cacheSeconds: options.config.session.cacheSeconds,
    }),
    paymentPages: new PaymentPages(options.database),
    signInQueue: newSignInQueue(),
  };
  app.decorateRequest('admin', null);
  registerDotSegmentRefusal(app);
  registerValidation(app);
  registerJsonBodyChecks(app);
  registerErrorHandling(app);
  // Answers are built by typed handlers and checked by the contract tests; plain JSON keeps every field.
  // A kept answer is JSON text already (domain/answerCache.ts).
  app.setSerializerCompiler(() => (data) => (data instanceof SerializedAnswer ? data.json : JSON.stringify(data)));
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  registerSignInThrottle(app, context);
  registerApiRoutes(app, context, options.handlers ?? allHandlers);
  registerOpenApiDocument(app);
  await registerSpa(app, options.config.spaDir);
  return app;
}
