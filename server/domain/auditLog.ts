/** One page of the audit log, newest first; ties by id keep rows of the same millisecond in a stable order. */
import type { Kysely } from 'kysely';
import type { AuditActionName } from '../../contract';
import type { Database } from '../db/schema';
import { type AuditEntryAnswer, type InstantRange, toAuditEntry } from './auditLogRules';

export interface AuditLogFilter extends InstantRange {
  action?: AuditActionName;
  admin?: string;
  target?: { type: string; id?: string };
}

export async function listAuditLog(
  db: Kysely<Database>,
  filter: AuditLogFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditEntryAnswer[]; total: number }> {
  let matching = db.selectFrom('audit_log');
  if (filter.action !== undefined) matching = matching.where('action', '=', filter.action);
  if (filter.admin !== undefined) matching = matching.where('admin_username', '=', filter.admin);
  if (filter.target !== undefined) matching = matching.where('target_type', '=', filter.target.type);
  if (filter.target?.id !== undefined) matching = matching.where('target_id', '=', filter.target.id);
  // created_at is ISO-8601 UTC text of one fixed width, so text order is time order on both databases
  if (filter.since !== undefined) matching = matching.where('created_at', '>=', filter.since);
  if (filter.until !== undefined) matching = matching.where('created_at', '<', filter.until);

  const counted = await matching
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await matching
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows: rows.map(toAuditEntry), total: Number(counted.total) };
}
