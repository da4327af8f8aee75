/** While the revocation listener is down the cache is suspended, so revocation never waits for the TTL. */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import type { NoticeListener } from '../db/noticeListener';
import { REVOCATION_CHANNEL, type RevocationNotice, readRevocationNotice } from '../db/revocationNotices';
import { SessionCache } from '../domain/sessionCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** the instance's listening connection when the session cache relies on it, else null */
    sessionRevocationListener: NoticeListener | null;
  }
}

export interface SessionCacheSettings {
  cacheSeconds: number;
}

function forget(cache: SessionCache, notice: RevocationNotice) {
  if (notice.sessionIds) cache.forgetSessions(notice.sessionIds);
  if (notice.adminIds) cache.forgetAdmins(notice.adminIds);
  // a notice for this schema that names nothing readable: forget everything rather than guess
  if (!notice.sessionIds && !notice.adminIds) cache.forgetAll();
}

export async function registerSessionCache(
  app: FastifyInstance,
  database: DatabaseHandle,
  notices: NoticeListener | null,
  settings: SessionCacheSettings,
): Promise<SessionCache> {
  const ttlMs = settings.cacheSeconds * 1000;
  const listens = database.postgres !== undefined && ttlMs > 0;
  const cache = new SessionCache({
    ttlMs,
    suspended: listens,
    externalCommitVersion: database.externalCommitVersion,
  });
  const listener = listens ? notices : null;
  if (listener) {
    // every failed reconnection reports a loss; say so once per outage, not once per attempt
    let lossLogged = false;
    await listener.subscribe({
      channel: REVOCATION_CHANNEL,
      onNotice: (payload, schema) => {
        const notice = readRevocationNotice(payload, schema);
        if (notice) forget(cache, notice);
      },
      onListening: () => {
        cache.resume();
        if (lossLogged) app.log.warn('session revocation listener is back: verified sessions are cached again');
        lossLogged = false;
      },
      onLost: (error) => {
        cache.suspend();
        if (!lossLogged) {
          app.log.warn({ err: error }, 'session revocation listener lost: every token is checked in the database');
        }
        lossLogged = true;
      },
    });
  }
  app.decorate('sessionRevocationListener', listener);
  return cache;
}
