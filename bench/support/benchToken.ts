/** Made straight in the database: signing in would time scrypt, not the route measured. An owner may call every route. */
import type { Kysely } from 'kysely';
import type { Clock } from '../../server/clock';
import type { Database } from '../../server/db/schema';
import { createSession } from '../../server/domain/sessions';
import { hashToken } from '../../server/platform';

export async function benchToken(db: Kysely<Database>, clock: Clock): Promise<string> {
  const now = clock.now().toISOString();
  const [admin] = await db
    .insertInto('admins')
    .values({ username: 'bench', role: 'owner', password_hash: 'unused', created_at: now, password_changed_at: now })
    .returning('id')
    .execute();
  return createSession(db, admin.id, clock.now(), { idleMinutes: 600, absoluteHours: 24 }, hashToken);
}
