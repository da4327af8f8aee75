/**
 * The change stream on Fastify, written by hand on the raw response: the bytes come from a web stream the demo
 * answers with too, so a library (better-sse, @fastify/sse) would add a second way to write them and nothing this
 * needs. Other instances' changes arrive by the shared LISTEN connection (PostgreSQL), other processes' by the
 * file's data_version (SQLite); either starts with the first stream, so an instance nobody watches does nothing.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CHANGES_PATH } from '../../contract';
import type { Clock } from '../clock';
import { announceChanges, CHANGES_CHANNEL, claimPaymentAnnouncements, readChangeNotice } from '../db/changeNotices';
import type { DatabaseHandle } from '../db/connection';
import type { NoticeListener } from '../db/noticeListener';
import { REVOCATION_CHANNEL, readRevocationNotice } from '../db/revocationNotices';
import { type ChangeStreamLimits, EVENT_STREAM_HEADERS } from '../domain/changeStreams';
import { ExternalChanges } from '../domain/externalChanges';
import { createLiveChanges, type LiveChanges } from '../domain/liveChanges';
import type { SessionCache } from '../domain/sessionCache';
import { type SessionPolicy, stillValidSessions } from '../domain/sessions';
import { openChangeStream } from '../routes/changes';
import type { AppContext } from '../routes/types';

/** How often, while a stream is open, SQLite's data_version is asked whether another process committed. */
export const EXTERNAL_COMMIT_POLL_MS = 250;

/**
 * How often, while streams are open, their sessions are checked again: a session that ends by itself (idle too
 * long, past its lifetime) sends no notice, and its stream would go on hearing changes. One query per instance.
 */
export const SESSION_RECHECK_MS = 60_000;

/** How long the last bytes of a stream the server ends have to leave before its connection is cut. */
const CLOSE_GRACE_MS = 1_000;

export interface ChangeStreamSettings {
  limits?: ChangeStreamLimits;
  sessionRecheckMs?: number;
}

interface Parts {
  app: FastifyInstance;
  database: DatabaseHandle;
  notices: NoticeListener | null;
  sessionCache: SessionCache;
  sessionPolicy: SessionPolicy;
  clock: Clock;
}

export function createServerLiveChanges(parts: Parts, settings: ChangeStreamSettings = {}): LiveChanges {
  const { app, database, notices, sessionCache, sessionPolicy, clock } = parts;
  const origin = randomUUID();
  let stopWatching = () => {};
  let stopRechecking = () => {};
  const changes: LiveChanges = createLiveChanges(database.db, {
    limits: settings.limits,
    bus: database.postgres
      ? { claim: claimPaymentAnnouncements, announce: (trx, events) => announceChanges(trx, { origin, events }) }
      : undefined,
    beforeFirstStream: async () => {
      stopRechecking = recheckWhileOpen(changes, recheckSessions, settings.sessionRecheckMs ?? SESSION_RECHECK_MS);
      if (notices) await listenToOtherInstances(app, notices, changes, origin, recheckSessions);
      else if (database.externalCommitVersion) {
        stopWatching = await watchOtherProcesses(app, database, changes, recheckSessions);
      }
    },
  });

  async function recheckSessions() {
    try {
      const checked = changes.streams.sessionIds();
      const valid = await stillValidSessions(database.db, checked, clock.now(), sessionPolicy);
      // a stream opened while the sessions were read was not checked, and stays
      changes.streams.closeSessions(checked.filter((sessionId) => !valid.has(sessionId)));
    } catch (error) {
      app.log.error({ err: error }, 'change stream: could not check its sessions again');
    }
  }

  sessionCache.onForget((forgotten) => {
    if (forgotten === 'any') void recheckSessions();
    else if ('sessionIds' in forgotten) changes.streams.closeSessions(forgotten.sessionIds);
    else changes.streams.closeAdmins(forgotten.adminIds);
  });
  // before the server waits for open connections to end, which a stream never does by itself
  app.addHook('preClose', async () => {
    stopWatching();
    stopRechecking();
    changes.streams.closeAll();
  });
  return changes;
}

function recheckWhileOpen(changes: LiveChanges, recheckSessions: () => Promise<void>, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (changes.streams.size > 0) void recheckSessions();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function listenToOtherInstances(
  app: FastifyInstance,
  notices: NoticeListener,
  changes: LiveChanges,
  origin: string,
  recheckSessions: () => Promise<void>,
) {
  let lost = false;
  await notices.subscribe({
    channel: CHANGES_CHANNEL,
    onNotice: (payload, schema) => {
      const notice = readChangeNotice(payload, schema);
      if (notice && notice.origin !== origin) changes.feed.publish(notice.events);
    },
    onListening: () => {
      if (!lost) return;
      lost = false;
      app.log.warn('change stream listener is back: clients are told to refetch');
      changes.feed.refetchEverything();
      void recheckSessions();
    },
    onLost: (error) => {
      if (!lost) app.log.warn({ err: error }, 'change stream listener lost: other instances’ changes go unheard');
      lost = true;
    },
  });
  await notices.subscribe({
    channel: REVOCATION_CHANNEL,
    onNotice: (payload, schema) => {
      const notice = readRevocationNotice(payload, schema);
      if (notice?.sessionIds) changes.streams.closeSessions(notice.sessionIds);
      if (notice?.adminIds) changes.streams.closeAdmins(notice.adminIds);
      if (notice && !notice.sessionIds && !notice.adminIds) void recheckSessions();
    },
    onListening: () => {},
    onLost: () => {},
  });
}

async function watchOtherProcesses(
  app: FastifyInstance,
  database: DatabaseHandle,
  changes: LiveChanges,
  recheckSessions: () => Promise<void>,
): Promise<() => void> {
  const version = database.externalCommitVersion;
  if (!version) return () => {};
  const external = await ExternalChanges.start(database.db);
  let known = version();
  let busy = false;
  const timer = setInterval(async () => {
    if (busy || changes.streams.size === 0) return;
    const now = version();
    if (now === known) return;
    known = now;
    busy = true;
    try {
      changes.feed.publish(await external.changes());
      await recheckSessions();
    } catch (error) {
      app.log.error({ err: error }, 'change stream: could not read another process’s changes');
    } finally {
      busy = false;
    }
  }, EXTERNAL_COMMIT_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const drainedOrClosed = (response: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });

/** A slow client holds its bytes in the web stream, where ChangeStreams bounds them, not in the socket's buffer. */
async function pump(body: ReadableStream<Uint8Array>, response: ServerResponse) {
  const reader = body.getReader();
  response.on('close', () => void reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || response.destroyed) break;
      if (!response.write(value)) await drainedOrClosed(response);
    }
  } catch {
    // the client went away while a chunk was on its way
  }
  if (response.destroyed) return;
  response.end();
  // a client that stopped reading would keep the connection, and a closing server waiting, until a timeout
  setTimeout(() => response.destroy(), CLOSE_GRACE_MS).unref();
}

export function registerChangeStreamRoute(app: FastifyInstance, context: AppContext) {
  app.get(
    CHANGES_PATH,
    {
      // not an operation OpenAPI describes well (an endless text/event-stream answer): the README documents it
      schema: { hide: true },
      config: { auth: true },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const body = await openChangeStream(
        context,
        request.headers.authorization,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      reply.hijack();
      // a stream the server ends (a revocation, a shutdown) leaves no idle connection behind for close() to wait on
      reply.raw.writeHead(200, { ...EVENT_STREAM_HEADERS, connection: 'close' });
      await pump(body, reply.raw);
    },
  );
}
