/**
 * This instance's committed changes, numbered in order, the latest few kept so a client that reconnects with the
 * id it saw last gets what it missed. Ids are `<instance start>-<sequence>`: an id of another instance or an
 * earlier run cannot be resumed here, and the client is told to refetch instead.
 */
import { type ChangeEvent, changeId, changePlace, EVERY_RESOURCE } from '../../contract';

export interface FedChange {
  id: string;
  event: ChangeEvent;
}

export const REFETCH_EVERYTHING: ChangeEvent = { resource: EVERY_RESOURCE, ids: [], action: 'refetch' };

export const DEFAULT_KEPT_CHANGES = 1_000;

export class ChangeFeed {
  private sequence = 0;
  private readonly kept: FedChange[] = [];
  private readonly listeners = new Set<(change: FedChange) => void>();
  private readonly run: string;

  constructor(
    private readonly keep = DEFAULT_KEPT_CHANGES,
    startedAtMs = Date.now(),
  ) {
    this.run = startedAtMs.toString(36);
  }

  publish(events: readonly ChangeEvent[]): void {
    for (const event of events) {
      const change = { id: changeId({ run: this.run, sequence: ++this.sequence }), event };
      this.kept.push(change);
      if (this.kept.length > this.keep) this.kept.shift();
      for (const listener of this.listeners) listener(change);
    }
  }

  /** The id of the latest change, or of the start when there is none yet. */
  lastId(): string {
    return changeId({ run: this.run, sequence: this.sequence });
  }

  refetchEverything(): void {
    this.publish([REFETCH_EVERYTHING]);
  }

  /** The changes after `lastId`, or undefined when they are not all kept here any more (or never were). */
  since(lastId: string): FedChange[] | undefined {
    const place = changePlace(lastId);
    if (place?.run !== this.run) return undefined;
    const seen = place.sequence;
    if (seen > this.sequence) return undefined;
    const oldestKept = this.sequence - this.kept.length + 1;
    if (seen < oldestKept - 1) return undefined;
    return this.kept.slice(seen - oldestKept + 1);
  }

  subscribe(listener: (change: FedChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
