/** One instance's change stream: its feed, its open streams, and the bus its writes publish on. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { attachChangeBus, type ChangeBus } from './changeBus';
import { ChangeFeed } from './changeFeed';
import { type ChangeStreamLimits, ChangeStreams, DEFAULT_STREAM_LIMITS } from './changeStreams';

export interface LiveChanges {
  feed: ChangeFeed;
  streams: ChangeStreams;
  /** Before a stream opens: what brings other instances' and processes' changes starts with the first one. */
  beforeStream(): Promise<void>;
  /**
   * The id of the last change published here, for an answer to carry (LAST_CHANGE_HEADER); undefined until this
   * instance hears every change, as other instances' and processes' come only once its first stream has opened.
   */
  lastChangeHeard(): string | undefined;
}

export interface LiveChangesOptions {
  limits?: ChangeStreamLimits;
  /** what reaches other instances (PostgreSQL's NOTIFY); none where this instance is the only one */
  bus?: Omit<ChangeBus, 'feed'>;
  beforeFirstStream?: () => Promise<void>;
}

export function createLiveChanges(db: Kysely<Database>, options: LiveChangesOptions = {}): LiveChanges {
  const feed = new ChangeFeed();
  const streams = new ChangeStreams(feed, options.limits ?? DEFAULT_STREAM_LIMITS);
  attachChangeBus(db, { ...options.bus, feed });
  let started: Promise<void> | undefined;
  let hearsAll = !options.beforeFirstStream;
  return {
    feed,
    streams,
    beforeStream: () => {
      started ??= (options.beforeFirstStream?.() ?? Promise.resolve()).then(() => {
        hearsAll = true;
      });
      return started;
    },
    lastChangeHeard: () => (hearsAll ? feed.lastId() : undefined),
  };
}
