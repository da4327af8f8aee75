/**
 * The admin's bearer token and the login page's stored user parameters (spec section 2,
 * "Route guard"), kept in localStorage under the names the original product used.
 */

export const TOKEN_KEY = 'access_token';
export const USER_PARAMS_KEY = 'user_params';

/** localStorage can be missing or throw (private mode, storage disabled): treat that as empty. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = storage()?.getItem(TOKEN_KEY);
  return token ? token : null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** The query parameters stored on entering the login page; null when absent or unreadable. */
export function getUserParams(): Record<string, string> | null {
  const raw = storage()?.getItem(USER_PARAMS_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') params[key] = value;
    return params;
  } catch {
    return null;
  }
}

export function setUserParams(params: Record<string, string>): void {
  storage()?.setItem(USER_PARAMS_KEY, JSON.stringify(params));
}

/** Stores the login page's URL query parameters as the user parameters; a URL without any keeps the stored ones. */
export function rememberUserParams(search: string): void {
  const params = Object.fromEntries(new URLSearchParams(search));
  if (Object.keys(params).length > 0) setUserParams(params);
}

/** An access token handed over in the user parameters, not yet spent (authProvider.resumeSession spends it). */
export function handedOverToken(): string | undefined {
  return getUserParams()?.access_token || undefined;
}
