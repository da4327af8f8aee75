/**
 * NOTIFY is database-wide while our data lives in one schema, so every message names the sender's current_schema()
 * and listeners ignore other schemas. Sent inside the revoking transaction, it is delivered only if that commits.
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
