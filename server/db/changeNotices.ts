/**
 * Changes travel between instances on one channel, each message naming the schema it was written in (NOTIFY is
 * database-wide) and the instance that wrote it, which has told its own clients already. Sent inside the writing
 * transaction, a message is delivered only if that commits.
 */
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { type Kysely, sql } from 'kysely';
import { ChangeEvent } from '../../contract';
import type { Database } from './schema';

export const CHANGES_CHANNEL = 'matchday_changes';

/**
 * Set in a transaction whose payment changes the server announces itself, so the payments table's trigger (there
 * for writers outside the server, such as the player app) stays quiet.
 */
export const PAYMENTS_ANNOUNCED_SETTING = 'matchday.payments_announced';

export interface ChangeNotice {
  /** absent when a trigger wrote it */
  origin?: string;
  events: ChangeEvent[];
}

const Notice = Type.Object({
  schema: Type.String(),
  origin: Type.Optional(Type.String()),
  events: Type.Array(ChangeEvent),
});

/** PostgreSQL only: before the transaction's first write, so the trigger of each write sees it. */
export async function claimPaymentAnnouncements(db: Kysely<Database>): Promise<void> {
  await sql`select set_config(${PAYMENTS_ANNOUNCED_SETTING}, 'on', true)`.execute(db);
}

/** PostgreSQL only. */
export async function announceChanges(db: Kysely<Database>, notice: ChangeNotice): Promise<void> {
  const body = JSON.stringify(notice);
  await sql`select pg_notify(${CHANGES_CHANNEL}, (${body}::jsonb || jsonb_build_object('schema', current_schema()))::text)`.execute(
    db,
  );
}

export function readChangeNotice(payload: string | undefined, schema: string): ChangeNotice | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (!Value.Check(Notice, parsed) || parsed.schema !== schema) return undefined;
  return { origin: parsed.origin, events: parsed.events };
}
