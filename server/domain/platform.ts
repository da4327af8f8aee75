/** What the rules need from the runtime beyond Web Crypto: Node's on the server, the browser's in the demo. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** The only form of a bearer token that is stored. */
export type TokenDigest = (token: string) => string | Promise<string>;

export interface Platform {
  passwords: PasswordHasher;
  tokenDigest: TokenDigest;
  /** Throws a LiveScoreSourceError when the source cannot be read. */
  readLiveScoreSource(location: string): Promise<unknown>;
}
