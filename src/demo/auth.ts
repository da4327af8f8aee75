/** The demo's sign-in: login, check-token and logout, answered as the server answers them. */
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { newToken } from './store';

export const authHandlers: DemoHandlerMap = {
  login: ({ body }, store) => {
    if (body.app_key !== store.appKey) throw new DemoError(400, 'Invalid app_key');
    if (body.username !== store.admin.username || body.password !== store.admin.password) {
      throw new DemoError(401, 'Invalid username or password');
    }
    const tokenString = newToken();
    store.sessions.set(tokenString, { id: store.admin.id, username: store.admin.username });
    return { ok: true, tokenString };
  },

  checkToken: ({ admin }) => {
    if (!admin) throw new DemoError(401, 'Please sign in again');
    return { ok: true, admin: { id: admin.id, username: admin.username } };
  },

  logout: ({ token }, store) => {
    if (token) store.sessions.delete(token);
    return { ok: true };
  },
};
