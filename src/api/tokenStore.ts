/** Kept in localStorage under the names the original product uses, as the spec's route guard reads them. */
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

/** A URL without query parameters keeps the stored ones. */
export function rememberUserParams(search: string): void {
  const params = Object.fromEntries(new URLSearchParams(search));
  if (Object.keys(params).length > 0) setUserParams(params);
}

export function handedOverToken(): string | undefined {
  return getUserParams()?.access_token || undefined;
}
