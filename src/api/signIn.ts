/**
 * Signing in (spec screen 1 and section 5), the one place a sign-in's token is stored: the login page before
 * react-admin (its request by the login route's path, no contract schemas) and the app's authProvider (its
 * request through the route table) both come here.
 */
import { LOGIN_PATH } from '../../contract/loginPath';
import type { Translate } from '../i18n/failureText';
import { httpRequest } from './httpRequest';
import { clearToken, setToken } from './tokenStore';

/** The spec's login rule (section 5); the same English text in both languages. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';

/** The login's app_key: the product's short name, overridable at build time. */
const appKey = (): string => import.meta.env.VITE_APP_KEY ?? 'matchday';

export interface Credentials {
  username?: string;
  password?: string;
}

export interface LoginRequestBody {
  username: string;
  password: string;
  app_key: string;
}

/** Sends the login body; answers the server's token or rejects with the refusal worded for a person. */
export type LoginRequest = (body: LoginRequestBody) => Promise<{ tokenString: string }>;

/** The login route called by its path, refusals worded by `translate` (the login page's own catalogue). */
export const loginByPath =
  (translate: Translate): LoginRequest =>
  (body) =>
    httpRequest(LOGIN_PATH, { method: 'POST', body }, translate);

/**
 * Checks that both fields are filled (without asking the server), asks, and stores the token. A refused
 * sign-in leaves no token behind (the spec) and rejects with the answer's worded error.
 */
export async function signIn(credentials: Credentials, request: LoginRequest): Promise<void> {
  const username = credentials.username ?? '';
  const password = credentials.password ?? '';
  if (username.trim() === '' || password.trim() === '') throw new Error(FILL_ALL_FIELDS);
  try {
    const answer = await request({ username, password, app_key: appKey() });
    setToken(answer.tokenString);
  } catch (error) {
    clearToken();
    throw error;
  }
}
