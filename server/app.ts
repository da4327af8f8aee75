import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { RouteDef } from '../contract';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { SerializedAnswer } from './domain/answerCache';
import { PaymentPages } from './domain/paymentPages';
import type { Platform } from './domain/platform';
import { newSignInQueue } from './domain/signIn';
import { nodePlatform } from './platform';
import { type ChangeStreamSettings, createServerLiveChanges, registerChangeStreamRoute } from './plugins/changeStream';
import { registerCompression } from './plugins/compression';
import { registerDotSegmentRefusal } from './plugins/dotSegments';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyChecks } from './plugins/jsonBody';
import { type NoticeListenerSettings, registerNoticeListener } from './plugins/noticeListener';
import { registerOpenApi, registerOpenApiDocument } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerSessionCache } from './plugins/sessionCache';
import { registerSignInThrottle } from './plugins/signInThrottle';
import { registerSpa } from './plugins/spa';
import { allHandlers } from './routes';
import { registerApiRoutes } from './routes/register';
import type { AppContext, HandlerMap } from './routes/types';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Chosen, not defaults: a slowloris sending a header line every few seconds holds a connection headersMs at most. */
export const SERVER_TIMEOUTS = {
  headersMs: 10_000,
  /** the whole request, body included (a 5 MB upload at ~100 KB/s), must arrive within this */
  requestMs: 60_000,
  /** an idle kept-alive connection is closed after this: longer than the usual 60 s of a proxy before it */
  keepAliveMs: 72_000,
  idleMs: 120_000,
  checkEveryMs: 1_000,
} as const;

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: Config;
  clock?: Clock;
  platform?: Platform;
  logger?: FastifyServerOptions['logger'];
  handlers?: HandlerMap;
  routes?: readonly RouteDef[];
  /** the instance's LISTEN connection (PostgreSQL): session revocations and other instances' changes */
  sessionListener?: NoticeListenerSettings;
  changeStream?: ChangeStreamSettings;
}

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
    },
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    connectionTimeout: SERVER_TIMEOUTS.idleMs,
    // bad percent-encoding or an overlong path segment fail while routing, before the error handler
    frameworkErrors: answerFrameworkError,
  });
  const { database } = options;
  const clock = options.clock ?? systemClock;
  const notices = registerNoticeListener(app, database, options.sessionListener);
  const sessionCache = await registerSessionCache(app, database, notices, {
    cacheSeconds: options.config.session.cacheSeconds,
  });
  const context: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config: options.config,
    clock,
    platform: options.platform ?? nodePlatform(),
    sessionCache,
    paymentPages: new PaymentPages(database),
    signInQueue: newSignInQueue(),
    changes: createServerLiveChanges(
      { app, database, notices, sessionCache, sessionPolicy: options.config.session, clock },
      options.changeStream,
    ),
  };
  app.decorateRequest('admin', null);
  registerDotSegmentRefusal(app);
  registerJsonBodyChecks(app);
  registerErrorHandling(app);
  // typed handlers and the contract tests check answers, so plain JSON keeps every field; a kept answer is JSON already
  app.setSerializerCompiler(() => (data) => (data instanceof SerializedAnswer ? data.json : JSON.stringify(data)));
  await registerSecurityHeaders(app);
  // before the routes: its hook is added to each route as it is registered
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  registerSignInThrottle(app, context);
  registerApiRoutes(app, context, options.handlers ?? allHandlers, options.routes);
  registerChangeStreamRoute(app, context);
  registerOpenApiDocument(app, context);
  await registerSpa(app, options.config.spaDir);
  return app;
}
