/**
 * Sessions this instance verified against the database moments ago, so the bearer check of a busy client
 * does not read the sessions and admins tables on every request. Keyed by the token's SHA-256 (the token
 * itself is never kept). Bounded: past maxEntries the oldest verification is dropped.
 *
 * Revocation must never wait for the TTL, so:
 * - revoking on this instance forgets the session at once (forgetSessions / forgetAdmins);
 * - on PostgreSQL other instances' revocations arrive by NOTIFY; while that listener is down the cache is
 *   suspended and every request reads the database;
 * - a database read that started before a revocation cannot put its stale answer back afterwards: each
 *   read takes a ticket first, and any forgetting invalidates the tickets handed out before it.
 * All times are the app clock's milliseconds, so tests can move them.
 */
import type { SignedInAdmin } from './signedInAdmin';

/** What the database said about a session when it was verified. */
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
  /** start suspended, until whatever hears other instances' revocations is ready (PostgreSQL) */
  suspended?: boolean;
  /**
   * A number that changes when another process commits to the database (SQLite's data_version): the
   * admin CLI can revoke sessions behind this instance's back, so any such commit empties the cache.
   */
  externalCommitVersion?: () => number;
}

export const DEFAULT_MAX_ENTRIES = 10_000;

/** A read's ticket, taken before it reads the database; opaque to callers. */
export type ReadTicket = number;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private suspended: boolean;
  private readonly externalCommitVersion: (() => number) | undefined;
  private knownExternalVersion: number | undefined;
  /** bumped by every forgetting, suspension and resumption: tickets older than it are refused */
  private generation = 0;

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

  /** The session verified less than the TTL ago, if any; the caller still checks its lifetime and idle times. */
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

  /** Keeps what the database answered, unless something was forgotten since the read's ticket was taken. */
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
    this.forgetWhere((entry) => sessionIds.includes(entry.admin.sessionId));
  }

  forgetAdmins(adminIds: readonly number[]): void {
    this.forgetWhere((entry) => adminIds.includes(entry.admin.id));
  }

  forgetAll(): void {
    this.forgetWhere(() => true);
  }

  /** Revocations may go unheard from now on: stop answering from memory. */
  suspend(): void {
    this.suspended = true;
    this.forgetAll();
  }

  /** Revocations are heard again; whatever was missed meanwhile is not in memory. */
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
  private forgetWhere(matches: (entry: Entry) => boolean): void {
    this.generation++;
    for (const [tokenHash, entry] of this.entries) {
      if (matches(entry)) this.entries.delete(tokenHash);
    }
  }
}
