/** Sign-in: login, check-token and logout. */
import { findAdminByUsername, recordSignIn } from '../domain/admins';
import { addressKey, forgiveUsername, releaseAttempt, reserveAttempt, usernameKey } from '../domain/loginThrottle';
import type { PasswordHasher } from '../domain/platform';
import { createSession, revokeSession } from '../domain/sessions';
import { checkInTurn, throttledAnswer } from '../domain/signIn';
import { invalidField, unauthorized } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

/** Checked against when the username is unknown, so a wrong name costs as long as a wrong password. */
const decoyHashes = new WeakMap<PasswordHasher, Promise<string>>();
const decoy = (passwords: PasswordHasher) => {
  let decoyHash = decoyHashes.get(passwords);
  if (!decoyHash) {
    decoyHash = passwords.hash('decoy password that matches nothing');
    decoyHashes.set(passwords, decoyHash);
  }
  return decoyHash;
};

export const authHandlers: HandlerMap = {
  // the address's attempt is counted before the handler runs; the username's is counted here, and only then
  // may the password be checked, in its turn
  login: async ({ body, ip }, { db, clock, config, signInQueue, platform }) => {
    if (body.app_key !== config.appKey) throw invalidField('Invalid app_key', 'app_key', 'auth.invalid_app_key');
    const now = clock.now();
    const forUsername = await reserveAttempt(db, usernameKey(body.username), now, config.loginThrottle);
    if (!forUsername.allowed) throw throttledAnswer(forUsername);
    const admin = await findAdminByUsername(db, body.username);
    const stored = admin?.password_hash ?? (await decoy(platform.passwords));
    const passwordMatches = await checkInTurn(signInQueue, ip, () => platform.passwords.verify(body.password, stored));
    if (!admin || !passwordMatches) throw unauthorized('Invalid username or password', 'auth.invalid_credentials');
    // said only to whoever knows the password: a wrong one gets the same answer for a disabled admin as for any
    if (admin.status === 'disabled')
      throw unauthorized('This admin account is disabled: another admin can enable it', 'auth.account_disabled');
    await releaseAttempt(db, addressKey(ip));
    await forgiveUsername(db, body.username, now, config.loginThrottle);
    const tokenString = await createSession(db, admin.id, now, config.session, platform.tokenDigest);
    await recordSignIn(db, admin.id, now);
    return { ok: true, tokenString };
  },

  checkToken: async ({ admin }) => {
    const { id, username } = requireAdmin(admin);
    return { ok: true, admin: { id, username } };
  },

  logout: async ({ admin }, { db, dialect, clock, sessionCache }) => {
    await revokeSession(db, requireAdmin(admin).sessionId, clock.now(), { dialect, cache: sessionCache });
    return { ok: true };
  },
};
