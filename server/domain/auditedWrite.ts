/**
 * Every audited change goes through auditedWrite, so a change and its audit row commit together or not at all, and
 * the change stream tells open screens what it touched once it has committed.
 */
import type { Kysely } from 'kysely';
import type { AuditActionName } from '../../contract';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { changesOfAudit } from './auditChanges';
import { claimAnnouncements, publishChanges } from './changeBus';

export interface Actor {
  id: number;
  username: string;
}

/** Who changes something and when; no admin stands for the system. */
export interface WrittenBy {
  admin: Actor | null;
  at: Date;
}

export interface AuditedChange<T> {
  /** the audit-log route answers and filters by the contract's actions only */
  action: AuditActionName;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  result: T;
}

const toJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** In the caller's transaction when `db` is one, such as a repair run writing a row per payment. */
export async function auditedWrite<T>(
  db: Kysely<Database>,
  by: WrittenBy,
  change: (trx: Kysely<Database>) => Promise<AuditedChange<T>>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await claimAnnouncements(trx);
    const { result, action, targetType, targetId, before, after } = await change(trx);
    await trx
      .insertInto('audit_log')
      .values({
        admin_id: by.admin?.id ?? null,
        admin_username: by.admin?.username ?? 'system',
        action,
        target_type: targetType,
        target_id: String(targetId),
        before_json: toJson(before),
        after_json: toJson(after),
        created_at: by.at.toISOString(),
      })
      .execute();
    await publishChanges(trx, changesOfAudit(action, targetId, by.admin));
    return result;
  });
}
