/**
 * The open change streams of this instance, as web streams so the server and the demo send the same bytes. A
 * stream costs no database work while idle: one timer sends every stream its heartbeat, and changes arrive from
 * the feed. Past a limit the oldest stream closes; a client reconnects when it needs to.
 */
import {
  CHANGE_EVENT_NAME,
  CHANGES_HEARTBEAT_MS,
  CHANGES_MAX_PER_ADMIN,
  CHANGES_MAX_PER_INSTANCE,
} from '../../contract';
import { type ChangeFeed, type FedChange, REFETCH_EVERYTHING } from './changeFeed';
import type { SignedInAdmin } from './signedInAdmin';

export interface ChangeStreamLimits {
  perAdmin: number;
  perInstance: number;
  heartbeatMs: number;
  /** frames a client has not read yet; past it the client is too slow, and its stream closes */
  maxUnread: number;
}

export const DEFAULT_STREAM_LIMITS: ChangeStreamLimits = {
  perAdmin: CHANGES_MAX_PER_ADMIN,
  perInstance: CHANGES_MAX_PER_INSTANCE,
  heartbeatMs: CHANGES_HEARTBEAT_MS,
  maxUnread: 1_000,
};

/** How long a client waits before it reconnects after a stream ends, in its EventSource-style parser. */
export const RECONNECT_AFTER_MS = 2_000;

export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx buffers a proxied answer unless told not to
  'x-accel-buffering': 'no',
};

interface OpenStream {
  admin: SignedInAdmin;
  send(frame: Uint8Array): void;
  close(): void;
}

const encoder = new TextEncoder();
const frameOf = ({ id, event }: FedChange) =>
  encoder.encode(`id: ${id}\nevent: ${CHANGE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
const HEARTBEAT = encoder.encode(': heartbeat\n\n');

export class ChangeStreams {
  /** in opening order, so the first of a kind is its oldest */
  private readonly open = new Set<OpenStream>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly stopFeed: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly limits: ChangeStreamLimits = DEFAULT_STREAM_LIMITS,
  ) {
    this.stopFeed = feed.subscribe((change) => {
      const frame = frameOf(change);
      for (const stream of this.open) stream.send(frame);
    });
  }

  get size(): number {
    return this.open.size;
  }

  /** The sessions with an open stream, to check again when a revocation may have ended some of them. */
  sessionIds(): number[] {
    return [...new Set([...this.open].map((stream) => stream.admin.sessionId))];
  }

  /** Resumes after `lastEventId` when this instance still holds what followed it, else starts with a refetch. */
  openFor(admin: SignedInAdmin, lastEventId: string | undefined): ReadableStream<Uint8Array> {
    let stream: OpenStream | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        let closed = false;
        const opened: OpenStream = {
          admin,
          send: (frame) => {
            if (closed) return;
            if ((controller.desiredSize ?? 0) < -this.limits.maxUnread) {
              opened.close();
              return;
            }
            controller.enqueue(frame);
          },
          close: () => {
            if (closed) return;
            closed = true;
            this.forget(opened);
            controller.close();
          },
        };
        stream = opened;
        controller.enqueue(encoder.encode(`retry: ${RECONNECT_AFTER_MS}\n: connected\n\n`));
        if (lastEventId !== undefined) {
          const missed = this.feed.since(lastEventId);
          const resumed = missed ?? [{ id: this.feed.lastId(), event: REFETCH_EVERYTHING }];
          for (const change of resumed) opened.send(frameOf(change));
        }
        this.admit(opened);
      },
      cancel: () => {
        if (stream) this.forget(stream);
      },
    });
    return body;
  }

  closeSessions(sessionIds: readonly number[]): void {
    this.closeWhere((admin) => sessionIds.includes(admin.sessionId));
  }

  closeAdmins(adminIds: readonly number[]): void {
    this.closeWhere((admin) => adminIds.includes(admin.id));
  }

  private closeWhere(matches: (admin: SignedInAdmin) => boolean): void {
    for (const stream of [...this.open]) if (matches(stream.admin)) stream.close();
  }

  closeAll(): void {
    this.closeWhere(() => true);
    this.stopFeed();
  }

  private admit(stream: OpenStream) {
    const sameAdmin = [...this.open].filter((other) => other.admin.id === stream.admin.id);
    for (const oldest of sameAdmin.slice(0, Math.max(0, sameAdmin.length + 1 - this.limits.perAdmin))) oldest.close();
    for (const oldest of [...this.open].slice(0, Math.max(0, this.open.size + 1 - this.limits.perInstance))) {
      oldest.close();
    }
    this.open.add(stream);
    if (this.heartbeat === undefined) {
      this.heartbeat = setInterval(() => {
        for (const open of this.open) open.send(HEARTBEAT);
      }, this.limits.heartbeatMs);
      // open streams keep a server running, not a timer of theirs
      (this.heartbeat as { unref?: () => void }).unref?.();
    }
  }

  private forget(stream: OpenStream) {
    this.open.delete(stream);
    if (this.open.size === 0 && this.heartbeat !== undefined) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }
}
