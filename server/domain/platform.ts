/**
 * What the route handlers and the rules need from the runtime beyond Web Crypto (random bytes and UUIDs,
 * which Node and browsers share): a port on the app context, with Node's implementation for the server
 * (server/platform.ts) and the browser's for the demo (demo/platform.ts). Nothing here imports Node.
 */

/** Hashes a password for storing and checks one against a stored hash. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** A bearer token's digest, the only form of it that is stored (sessions.ts). */
export type TokenDigest = (token: string) => string | Promise<string>;

export interface Platform {
  passwords: PasswordHasher;
  tokenDigest: TokenDigest;
  /** The parsed JSON document at LIVESCORE_URL; a LiveScoreSourceError (liveScoreFeed.ts) when unreadable. */
  readLiveScoreSource(location: string): Promise<unknown>;
}
