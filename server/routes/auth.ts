/** Sign-in: login, check-token and logout (ours). */
import { findAdminByUsername } from '../domain/admins';
import { isThrottled, recordFailure, recordSuccess } from '../domain/loginThrottle';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { createSession, revokeSession } from '../domain/sessions';
import { badRequest, tooManyRequests, unauthorized } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

/** Checked against when the username is unknown, so a wrong name costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
};

export const authHandlers: HandlerMap = {
  login: async ({ body, request }, { db, clock, config }) => {
    if (body.app_key !== config.appKey) throw badRequest('Invalid app_key');
    const now = clock.now();
    const attempt = { username: body.username, ip: request.ip };
    if (await isThrottled(db, attempt, now, config.loginThrottle)) {
      throw tooManyRequests(
        `Too many failed sign-ins. Please wait ${config.loginThrottle.windowMinutes} minutes and try again.`,
      );
    }
    const admin = await findAdminByUsername(db, body.username);
    const passwordMatches = await verifyPassword(body.password, admin?.password_hash ?? (await decoy()));
    if (!admin || !passwordMatches) {
      await recordFailure(db, attempt, now);
      throw unauthorized('Invalid username or password');
    }
    await recordSuccess(db, attempt, now, config.loginThrottle);
    const tokenString = await createSession(db, admin.id, now, config.session);
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
