import { type AuthProvider, HttpError, type UserIdentity } from 'react-admin';
import { apiCall } from './apiCall';
import { type Credentials, FILL_ALL_FIELDS, signIn } from './signIn';
import {
  clearToken,
  getToken,
  getUserParams,
  handedOverToken,
  rememberUserParams,
  setToken,
  setUserParams,
} from './tokenStore';

/** checkAuth runs on every navigation: the token is re-validated with the server at most this often. */
export const CHECK_TOKEN_TTL_MS = 60_000;

export { FILL_ALL_FIELDS };

const LOGIN_PATH = '/login';

export interface AppAuthProvider extends AuthProvider {
  /**
   * Called by the login page when it opens. Stores the URL's query parameters as user parameters, then tries to
   * continue a session without a password: first an access token handed over in the user parameters, then the
   * stored token. Answers where to go, or undefined to stay on the login page.
   */
  resumeSession: (search: string) => Promise<string | undefined>;
}

/**
 * Sign-in, route guard and identity (spec section 2 "Route guard", screen 1, sections 4, 5 and 8).
 * `now` is injectable so tests can move the clock past the check-token cache.
 */
export const createAuthProvider = (now: () => number = Date.now): AppAuthProvider => {
  // What the last successful check-token proved, and when; kept in memory only, so a reload validates again.
  let validatedToken: string | undefined;
  let validatedAt = 0;
  let identity: UserIdentity | undefined;
  // One check-token at a time: several guards asking together share the answer.
  let pendingCheck: Promise<boolean> | undefined;

  const forgetValidation = () => {
    validatedToken = undefined;
    validatedAt = 0;
    identity = undefined;
  };

  const signOutLocally = () => {
    clearToken();
    forgetValidation();
  };

  const isFreshlyValidated = (token: string) => validatedToken === token && now() - validatedAt < CHECK_TOKEN_TTL_MS;

  /**
   * Asks the server whether the stored token is still good; a check the server fails removes the token
   * (spec 2, 8). A check that got no answer at all (the network is down, or the page navigated away while it
   * was in flight and the browser aborted it) proves nothing about the token: it stays, and the next check
   * (the login page tries the stored token first) asks again.
   */
  const validateStoredToken = (): Promise<boolean> => {
    const token = getToken();
    if (!token) return Promise.resolve(false);
    pendingCheck ??= apiCall('checkToken')
      .then((answer) => {
        validatedToken = token;
        validatedAt = now();
        identity = { id: answer.admin.id, fullName: answer.admin.username };
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) signOutLocally();
        return false;
      })
      .finally(() => {
        pendingCheck = undefined;
      });
    return pendingCheck;
  };

  return {
    async login(params: Credentials = {}) {
      try {
        // signIn stores the token, or leaves none behind when refused (the login page's own entry uses it too)
        await signIn(params, (body) => apiCall('login', { body }));
      } finally {
        forgetValidation();
      }
      // no redirectTo: react-admin returns to the page the guard sent the operator from (else Home)
      return undefined;
    },

    async checkAuth() {
      const token = getToken();
      // Nobody signed in: go to the login page without an error message.
      if (!token) throw { redirectTo: LOGIN_PATH, message: false };
      if (isFreshlyValidated(token)) return;
      // A refused token: react-admin shows 'ra.auth.auth_check_error' and goes to the login page.
      if (!(await validateStoredToken())) throw { redirectTo: LOGIN_PATH };
    },

    async checkError(error: { status?: number } | undefined) {
      if (error?.status === 401) {
        // The server no longer accepts the token: drop it, so the next guard check cannot trust the cache.
        signOutLocally();
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    },

    async logout() {
      if (getToken()) {
        try {
          await apiCall('logout');
        } catch {
          // the server may already have forgotten the token; signing out locally is what matters
        }
      }
      signOutLocally();
    },

    async getIdentity() {
      const token = getToken();
      if (!token) throw new Error('Not signed in');
      if (!identity || validatedToken !== token) await validateStoredToken();
      if (!identity) throw new Error('Not signed in');
      return identity;
    },

    async resumeSession(search: string) {
      rememberUserParams(search);
      const userParams = getUserParams();
      const handedToken = handedOverToken();
      if (userParams && handedToken) {
        // The handed-over token is a credential: spend it once instead of keeping a second copy around.
        const { access_token: _spent, ...rest } = userParams;
        setUserParams(rest);
        const previousToken = getToken();
        setToken(handedToken);
        // The spec sends this case to /lobby, a player-facing route that the admin route table does not
        // have (spec section 2: "not defined"); the admin home '/' is its counterpart here.
        if (await validateStoredToken()) return '/';
        if (previousToken) setToken(previousToken);
      }

      if (getToken() && (await validateStoredToken())) return '/home';
      return undefined;
    },
  };
};

export const authProvider = createAuthProvider();
