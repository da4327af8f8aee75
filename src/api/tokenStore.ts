/** Kept in localStorage under the names the original product uses, as the spec's route guard reads them. */
export const TOKEN_KEY = 'access_token';
export const USER_PARAMS_KEY = 'user_params';
/** /user-info's answer for the stored token, so the role is known from a page's first paint. */
export const USER_INFO_KEY = 'userinfo';
/**
 * The fields of the kept /user-info answer a page load reads back, by their JSON type: a kept answer without
 * all of them (an older SPA's, or edited) is not the admin's. index.html's shell script checks the same.
 */
export const KEPT_USER_INFO_TYPES = { id: 'number', username: 'string', display_name: 'string' } as const;

type KeptUserInfoTypes = typeof KEPT_USER_INFO_TYPES;
type JsonTypeOf<T> = T extends 'number' ? number : string;
export type KeptUserInfo = { [K in keyof KeptUserInfoTypes]: JsonTypeOf<KeptUserInfoTypes[K]> };

export function isKeptUserInfo(info: unknown): info is KeptUserInfo {
  if (typeof info !== 'object' || info === null) return false;
  const fields = info as Record<string, unknown>;
  return Object.entries(KEPT_USER_INFO_TYPES).every(([field, type]) => typeof fields[field] === type);
}

/**
 * The name an admin goes by: the display name, or the username where it is blank. index.html's shell script
 * runs this function's own text, so it stays a plain function that older syntax can read.
 */
export function shownAdminName(admin: Pick<KeptUserInfo, 'display_name' | 'username'>): string {
  return admin.display_name.trim() || admin.username;
}

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

/** Another token is another admin, perhaps: what was kept of the previous one goes. */
export function setToken(token: string): void {
  if (getToken() !== token) storage()?.removeItem(USER_INFO_KEY);
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_INFO_KEY);
}

/** Parsed only: the caller checks the shape it relies on. */
export function getUserInfo(): unknown {
  const raw = storage()?.getItem(USER_INFO_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function setUserInfo(info: object): void {
  storage()?.setItem(USER_INFO_KEY, JSON.stringify(info));
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
