/**
 * PostgreSQL NOTIFY messages telling every server instance on the database that sessions were revoked,
 * so each drops them from its session cache at once instead of after the cache's TTL.
 *
 * NOTIFY is database-wide while our data lives in one schema (tests put one schema per file on a shared
 * database), so every message names the sender's current_schema() and listeners ignore other schemas.
 * Sent inside the revoking transaction: PostgreSQL delivers it only if that transaction commits.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

export const REVOCATION_CHANNEL = 'matchday_sessions_revoked';

export interface Revoked {
  sessionIds?: number[];
  adminIds?: number[];
}

export interface RevocationNotice extends Revoked {
  schema: string;
}

/** PostgreSQL only. Ids, not token hashes, travel: the payload is visible to every session of the database. */
export async function announceRevocation(db: Kysely<Database>, revoked: Revoked): Promise<void> {
  const body = JSON.stringify(revoked);
  await sql`select pg_notify(${REVOCATION_CHANNEL}, (${body}::jsonb || jsonb_build_object('schema', current_schema()))::text)`.execute(
    db,
  );
}

const ids = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every(Number.isInteger) ? (value as number[]) : undefined;

/** The notice when it is well formed and for this schema, else undefined. */
export function readRevocationNotice(payload: string | undefined, schema: string): RevocationNotice | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const fields = parsed as Record<string, unknown>;
  if (fields.schema !== schema) return undefined;
  return { schema, sessionIds: ids(fields.sessionIds), adminIds: ids(fields.adminIds) };
}
