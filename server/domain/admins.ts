/** Admin accounts: the first admin on an empty database, creation and password reset for the CLI. */
import type { Kysely } from 'kysely';
import { canonicalText } from '../../contract/text';
import { base64UrlOfBytes } from '../../fixtures';
import type { Database } from '../db/schema';
import type { PasswordHasher } from './platform';
import { type RevocationReach, revokeAllSessionsOf } from './sessions';

/** A password for the first admin when none is configured: 18 random bytes, URL-safe. */
export function generatePassword(): string {
  return base64UrlOfBytes(crypto.getRandomValues(new Uint8Array(18)));
}

/**
 * A username as it is stored and compared: trimmed, and in NFC as the sign-in request's is (contract/text.ts),
 * so a name given on the command line with its marks in another order is the same admin.
 */
const adminName = (username: string) => canonicalText(username.trim());

export async function findAdminByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', adminName(username)).executeTakeFirst();
}

export async function createAdmin(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  passwords: PasswordHasher,
) {
  const name = adminName(username);
  if (!name) throw new Error('The username must not be blank');
  if (password.length < 8) throw new Error('The password must have at least 8 characters');
  if (await findAdminByUsername(db, name)) throw new Error(`An admin named '${name}' exists already`);
  const hash = await passwords.hash(password);
  const stamp = now.toISOString();
  await db
    .insertInto('admins')
    .values({ username: name, password_hash: hash, created_at: stamp, password_changed_at: stamp })
    .execute();
}

/** A new password ends every session the admin had, on every server instance (see RevocationReach). */
export async function resetPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  reach: RevocationReach,
  passwords: PasswordHasher,
) {
  if (password.length < 8) throw new Error('The password must have at least 8 characters');
  const admin = await findAdminByUsername(db, username);
  if (!admin) throw new Error(`No admin named '${username}'`);
  const hash = await passwords.hash(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admins')
      .set({ password_hash: hash, password_changed_at: now.toISOString() })
      .where('id', '=', admin.id)
      .execute();
    await revokeAllSessionsOf(trx, admin.id, now, reach);
  });
}

/**
 * On a database without admins, create the configured one. Returns the password only when it was generated,
 * so the caller can print it once.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: { adminUsername: string; adminPassword: string | undefined },
  now: Date,
  passwords: PasswordHasher,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false };
  const password = config.adminPassword ?? generatePassword();
  await createAdmin(db, config.adminUsername, password, now, passwords);
  return { created: true, generatedPassword: config.adminPassword ? undefined : password };
}
