/** Admin accounts: the first admin, the CLI's creation and reset, and the rules the admin resource shares. */
import type { Kysely } from 'kysely';
import { ADMIN_PASSWORD_MIN_LENGTH, type Role } from '../../contract';
import { base64UrlOfBytes } from '../../contract/rules/base64';
import { canonicalText } from '../../contract/text';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import { conflict } from '../errors';
import type { PasswordHasher } from './platform';
import { type RevocationReach, revokeAllSessionsOf } from './sessions';

export function generatePassword(): string {
  return base64UrlOfBytes(crypto.getRandomValues(new Uint8Array(18)));
}

/** In NFC as the sign-in request's, so a name typed with its marks in another order is the same admin. */
export const adminName = (username: string) => canonicalText(username.trim());

export async function findAdminByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', adminName(username)).executeTakeFirst();
}

const TOO_SHORT = `The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;

export async function passwordColumns(password: string, now: Date, passwords: PasswordHasher) {
  return { password_hash: await passwords.hash(password), password_changed_at: now.toISOString() };
}

export const usernameTaken = (username: string) =>
  `An admin named '${username}' exists already: choose another username`;
export const usernameConflict = (username: string) =>
  conflict(usernameTaken(username), 'admin.username_taken', { username });

/**
 * The first admin of an empty database is an owner whatever was asked, or nobody could manage the others; after
 * it, an admin has the role named, else only looks. Answers the role given.
 */
export async function createAdmin(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  passwords: PasswordHasher,
  role: Role = 'viewer',
): Promise<Role> {
  const name = adminName(username);
  if (!name) throw new Error('The username must not be blank');
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new Error(TOO_SHORT);
  if (await findAdminByUsername(db, name)) throw new Error(usernameTaken(name));
  const columns = await passwordColumns(password, now, passwords);
  const anyAdmin = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  const given: Role = anyAdmin ? role : 'owner';
  await db
    .insertInto('admins')
    .values({ username: name, display_name: name, role: given, created_at: now.toISOString(), ...columns })
    .execute();
  return given;
}

/** Someone must be left who can enable the others again. */
export function assertNotDisablingSelf(signedInId: number, adminId: number, status: unknown) {
  if (status === 'disabled' && signedInId === adminId) {
    throw conflict('You cannot disable your own account: another admin can do it', 'admin.cannot_disable_self');
  }
}

/**
 * Two admins disabling each other at once would each pass the check above and leave nobody enabled: both rows are
 * locked in id order, so the second write waits for the first and then finds its own admin disabled.
 */
export async function assertActorStillEnabled(
  trx: Kysely<Database>,
  dialect: Dialect,
  signedInId: number,
  adminId: number,
) {
  const reading = trx
    .selectFrom('admins')
    .select(['id', 'status'])
    .where('id', 'in', [signedInId, adminId])
    .orderBy('id');
  const rows = await (dialect === 'postgres' ? reading.forUpdate() : reading).execute();
  if (rows.find((row) => row.id === signedInId)?.status !== 'enabled') {
    throw conflict('Your own account was disabled meanwhile: nothing was changed', 'admin.actor_disabled');
  }
}

export async function displayNameOf(db: Kysely<Database>, adminId: number): Promise<string> {
  const admin = await db
    .selectFrom('admins')
    .select('display_name')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  return admin.display_name;
}

export async function recordSignIn(db: Kysely<Database>, adminId: number, now: Date) {
  await db.updateTable('admins').set({ last_sign_in_at: now.toISOString() }).where('id', '=', adminId).execute();
}

/** A new password ends every session the admin had, on every instance. */
export async function resetPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  reach: RevocationReach,
  passwords: PasswordHasher,
) {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new Error(TOO_SHORT);
  const admin = await findAdminByUsername(db, username);
  if (!admin) throw new Error(`No admin named '${username}'`);
  const columns = await passwordColumns(password, now, passwords);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('admins').set(columns).where('id', '=', admin.id).execute();
    await revokeAllSessionsOf(trx, admin.id, now, reach);
  });
}

/** Answers the password only when it was generated, so the caller can print it once. */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: { adminUsername: string; adminPassword: string | undefined },
  now: Date,
  passwords: PasswordHasher,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false };
  const password = config.adminPassword ?? generatePassword();
  await createAdmin(db, config.adminUsername, password, now, passwords, 'owner');
  return { created: true, generatedPassword: config.adminPassword ? undefined : password };
}
