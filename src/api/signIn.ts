/** The one place a sign-in's token is stored, for both the light login page and the app's authProvider. */
import { LOGIN_PATH } from '../../contract/loginPath';
import type { Translate } from '../i18n/failureText';
import { httpRequest } from './httpRequest';
import { clearToken, setToken } from './tokenStore';

/** The spec's login rule: its catalogue key, which the login form and react-admin's notices translate. */
export const FILL_ALL_FIELDS = 'app.message.fill_all_fields';

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

export type LoginRequest = (body: LoginRequestBody) => Promise<{ tokenString: string }>;

/** By its path, not the route table, so the login page carries no contract schemas. */
export const loginByPath =
  (translate: Translate): LoginRequest =>
  (body) =>
    httpRequest(LOGIN_PATH, { method: 'POST', body }, translate);

/** A refused sign-in leaves no token behind, as the spec asks. */
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
