/**
 * Sessions this instance verified moments ago, keyed by the token's SHA-256, so a busy client's bearer check does
 * not read the database on every request. A revocation never waits for the TTL: this instance's forget at once,
 * other instances' arrive by NOTIFY (the cache is suspended while that listener is down), and a read that started
 * before a revocation cannot put its stale answer back, as every forgetting invalidates the tickets handed out.
 */
import type { SignedInAdmin } from './signedInAdmin';

export interface VerifiedSession {
  admin: SignedInAdmin;
  expiresAtMs: number;
  lastSeenAtMs: number;
}

interface Entry extends VerifiedSession {
  verifiedAtMs: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** until whatever hears other instances' revocations is ready */
  suspended?: boolean;
  /** Changes when another process commits (SQLite's data_version): the admin CLI may have revoked sessions. */
  externalCommitVersion?: () => number;
}

export const DEFAULT_MAX_ENTRIES = 10_000;

export type ReadTicket = number;

/** Sessions that may have ended: these, an admin's, or any (a lost listener, another process's commit). */
export type Forgotten = { sessionIds: readonly number[] } | { adminIds: readonly number[] } | 'any';

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private suspended: boolean;
  private readonly externalCommitVersion: (() => number) | undefined;
  private knownExternalVersion: number | undefined;
  /** tickets older than it are refused */
  private generation = 0;
  private readonly forgetListeners = new Set<(forgotten: Forgotten) => void>();

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.suspended = options.suspended ?? false;
    this.externalCommitVersion = options.externalCommitVersion;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The caller still checks the session's lifetime and idle times. */
  lookup(tokenHash: string, nowMs: number): VerifiedSession | undefined {
    if (!this.enabled) return undefined;
    this.noticeExternalCommits();
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    // a clock moved backwards is not a reason to trust an entry longer
    const age = nowMs - entry.verifiedAtMs;
    if (age >= 0 && age < this.ttlMs) return entry;
    this.entries.delete(tokenHash);
    return undefined;
  }

  ticket(): ReadTicket {
    if (this.enabled) this.noticeExternalCommits();
    return this.generation;
  }

  remember(tokenHash: string, session: VerifiedSession, verifiedAtMs: number, ticket: ReadTicket): void {
    if (!this.enabled) return;
    // a commit elsewhere during the read may have revoked what the read saw
    this.noticeExternalCommits();
    if (ticket !== this.generation) return;
    // re-inserting moves the key to the end of the Map's order, so the first key is always the oldest
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { ...session, verifiedAtMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetSessions(sessionIds: readonly number[]): void {
    this.forgetWhere((entry) => sessionIds.includes(entry.admin.sessionId), { sessionIds });
  }

  forgetAdmins(adminIds: readonly number[]): void {
    this.forgetWhere((entry) => adminIds.includes(entry.admin.id), { adminIds });
  }

  forgetAll(): void {
    this.forgetWhere(() => true, 'any');
  }

  /** Whatever else holds on to a session (an open change stream) hears when it may have ended. */
  onForget(listener: (forgotten: Forgotten) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  suspend(): void {
    this.suspended = true;
    this.forgetAll();
  }

  resume(): void {
    this.forgetAll();
    this.suspended = false;
  }

  private noticeExternalCommits(): void {
    if (!this.externalCommitVersion) return;
    const version = this.externalCommitVersion();
    if (version === this.knownExternalVersion) return;
    this.knownExternalVersion = version;
    this.forgetAll();
  }

  /** Revocations are rare, so a scan of at most maxEntries is cheaper than keeping more indexes in step. */
  private forgetWhere(matches: (entry: Entry) => boolean, forgotten: Forgotten): void {
    this.generation++;
    for (const [tokenHash, entry] of this.entries) {
      if (matches(entry)) this.entries.delete(tokenHash);
    }
    for (const listener of this.forgetListeners) listener(forgotten);
  }
}
