import { type AuthProvider, HttpError, type UserIdentity } from 'react-admin';
import type { Answer, Role } from '../../contract';
import { type AccessRequest, isRole, leastRole, roleMay } from './access';
import { apiCall } from './apiCall';
import { type Credentials, FILL_ALL_FIELDS, signIn } from './signIn';
import {
  clearToken,
  getToken,
  getUserInfo,
  getUserParams,
  handedOverToken,
  isKeptUserInfo,
  rememberUserParams,
  setToken,
  setUserInfo,
  setUserParams,
  shownAdminName,
} from './tokenStore';

/** checkAuth runs on every navigation: the token is re-validated with the server at most this often. */
export const CHECK_TOKEN_TTL_MS = 60_000;

export { FILL_ALL_FIELDS };

const LOGIN_PATH = '/login';

/** Who is signed in, as the user menu shows them: their name and their role. */
export interface AdminIdentity extends UserIdentity {
  role: Role;
}

type UserInfo = Answer<'userInfo'>['data'];

/** /user-info's answer; a role this SPA does not know counts as the least one. */
function identityOf(data: UserInfo): AdminIdentity {
  return {
    id: data.id,
    fullName: shownAdminName(data),
    role: isRole(data.role) ? data.role : leastRole,
  };
}

/** What the previous page load kept of /user-info, if it still has the shape this SPA reads. */
function storedIdentity(): AdminIdentity | undefined {
  const info = getUserInfo();
  return isKeptUserInfo(info) ? identityOf(info as UserInfo) : undefined;
}

export interface AppAuthProvider extends AuthProvider {
  /**
   * Continues a session without a password: an access token handed over in the URL first, then the stored token.
   * Undefined stays on the login page.
   */
  resumeSession: (search: string) => Promise<string | undefined>;
  /**
   * The signed-in admin as far as known without asking the server: kept from /user-info with the token, so a
   * page's first paint already has the role's buttons and the admin's name rather than growing them afterwards.
   */
  knownIdentity: () => AdminIdentity | undefined;
  /** The signed-in admin with their role: the answer kept with the token at once, else /user-info's, then kept. */
  signedInAdmin: () => Promise<AdminIdentity>;
}

/** `now` is injectable so tests can move the clock past the check-token cache. */
export const createAuthProvider = (now: () => number = Date.now): AppAuthProvider => {
  // kept in memory only, so a reload validates again
  let validatedToken: string | undefined;
  let validatedAt = 0;
  let identity: UserIdentity | undefined;
  // the role comes with /user-info, asked once per token and page load (a role changed since the stored answer
  // shows on the next load; the server enforces it at once); react-admin keeps canAccess's answers in its cache
  let profile: { token: string; identity: Promise<AdminIdentity> } | undefined;
  // several guards asking together share one check-token
  let pendingCheck: Promise<boolean> | undefined;

  const forgetValidation = () => {
    validatedToken = undefined;
    validatedAt = 0;
    identity = undefined;
    profile = undefined;
  };

  const signOutLocally = () => {
    clearToken();
    forgetValidation();
  };

  const isFreshlyValidated = (token: string) => validatedToken === token && now() - validatedAt < CHECK_TOKEN_TTL_MS;

  /**
   * A refused check removes the token; a check that got no answer (offline, or aborted by a navigation) proves
   * nothing about it, so the token stays and the next check asks again.
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

  /** Asked again on each load, and kept for the next; a failed ask is forgotten, so the next question asks again. */
  const askUserInfo = (token: string): Promise<AdminIdentity> =>
    apiCall('userInfo').then((answer) => {
      if (getToken() === token) setUserInfo(answer.data);
      return identityOf(answer.data);
    });

  /** The stored identity answers at once while the server is asked in the background. */
  const profileOf = (token: string): Promise<AdminIdentity> => {
    if (profile?.token !== token) {
      const asked = askUserInfo(token);
      const stored = storedIdentity();
      profile = { token, identity: stored ? Promise.resolve(stored) : asked };
      asked.catch(() => {
        if (profile?.identity === asked) profile = undefined;
      });
    }
    return profile.identity;
  };

  const signedInProfile = async (): Promise<AdminIdentity> => {
    const token = getToken();
    if (!token) throw new Error('Not signed in');
    return profileOf(token);
  };

  return {
    async login(params: Credentials = {}) {
      try {
        // signIn stores the token, or leaves none behind when refused (the login page's own entry uses it too)
        await signIn(params, (body) => apiCall('login', { body }));
      } finally {
        forgetValidation();
      }
      // the first screen is drawn for the role, not grown into it; without an answer it asks again later
      await signedInProfile().catch(() => undefined);
      // no redirectTo: react-admin returns to the page the guard sent the operator from (else Home)
      return undefined;
    },

    async checkAuth() {
      const token = getToken();
      if (!token) throw { redirectTo: LOGIN_PATH, message: false };
      if (isFreshlyValidated(token)) return;
      if (!(await validateStoredToken())) throw { redirectTo: LOGIN_PATH };
    },

    async checkError(error: { status?: number } | undefined) {
      if (error?.status === 401) {
        // dropped, so the next guard check cannot trust the cache
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
      return signedInProfile();
    },

    /** Never throws: without a known role the answer is the least role's, which react-admin shows as no button. */
    async canAccess(request: AccessRequest) {
      const role = await signedInProfile().then(
        (admin) => admin.role,
        () => leastRole,
      );
      return roleMay(role, request);
    },

    knownIdentity: () => (getToken() ? storedIdentity() : undefined),

    signedInAdmin: signedInProfile,

    async resumeSession(search: string) {
      rememberUserParams(search);
      const userParams = getUserParams();
      const handedToken = handedOverToken();
      if (userParams && handedToken) {
        // the handed-over token is a credential: spent once, never kept as a second copy
        const { access_token: _spent, ...rest } = userParams;
        setUserParams(rest);
        const previousToken = getToken();
        setToken(handedToken);
        // the spec sends this case to /lobby, a player-facing route the admin app does not have; '/' stands in
        if (await validateStoredToken()) return '/';
        if (previousToken) setToken(previousToken);
      }

      if (getToken() && (await validateStoredToken())) return '/home';
      return undefined;
    },
  };
};

export const authProvider = createAuthProvider();
