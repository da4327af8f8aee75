/** Audit rows: who did what to which thing, with the state before and after, written in the caller's transaction. */
import type { Kysely } from 'kysely';
import type { AuditActionName } from '../../contract';
import type { Database } from '../db/schema';

export interface AuditEntry {
  admin: { id: number; username: string } | null;
  /** one of the contract's AUDIT_ACTIONS: the audit-log route answers only those, and filters by them */
  action: AuditActionName;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  at: Date;
}

const toJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function writeAudit(trx: Kysely<Database>, entry: AuditEntry) {
  await trx
    .insertInto('audit_log')
    .values({
      admin_id: entry.admin?.id ?? null,
      admin_username: entry.admin?.username ?? 'system',
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before_json: toJson(entry.before),
      after_json: toJson(entry.after),
      created_at: entry.at.toISOString(),
    })
    .execute();
}
