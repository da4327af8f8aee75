/** The instance's one LISTEN connection (PostgreSQL only); it connects when something first subscribes. */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import { NoticeListener } from '../db/noticeListener';

export interface NoticeListenerSettings {
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export function registerNoticeListener(
  app: FastifyInstance,
  database: DatabaseHandle,
  settings: NoticeListenerSettings = {},
): NoticeListener | null {
  if (!database.postgres) return null;
  const listener = new NoticeListener({ ...database.postgres, ...settings });
  app.addHook('onClose', () => listener.close());
  return listener;
}
