/**
 * Resuming holds only while the feed still keeps every change after the id a client saw last; an
 * answer tells where to resume from only once the instance hears every change.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../contract';
import type { Database } from '../../server/db/schema';
import { ChangeFeed, type FedChange } from '../../server/domain/changeFeed';
import { createLiveChanges } from '../../server/domain/liveChanges';

const team = (id: number): ChangeEvent => ({ resource: 'team', ids: [id], action: 'updated' });

describe('the change feed', () => {
  const feed = new ChangeFeed(3, Date.UTC(2026, 0, 1));
  const heard: FedChange[] = [];
  feed.subscribe((change) => heard.push(change));
  feed.publish([1, 2, 3, 4, 5].map(team));

  it('numbers its changes in order and tells its listeners each', () => {
    expect(heard.map((change) => change.event.ids[0])).toEqual([1, 2, 3, 4, 5]);
    expect(heard.map((change) => Number(change.id.split('-')[1]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers what followed an id while it keeps all of it, and nothing after the latest', () => {
    expect(feed.since(heard[1].id)?.map((change) => change.event.ids[0])).toEqual([3, 4, 5]);
    expect(feed.since(feed.lastId())).toEqual([]);
  });

  it('cannot resume from a change it no longer keeps, a later one, or another run', () => {
    expect(feed.since(heard[0].id)).toBeUndefined();
    expect(feed.since(`${heard[0].id.split('-')[0]}-6`)).toBeUndefined();
    expect(new ChangeFeed(3, Date.UTC(2026, 0, 2)).since(heard[4].id)).toBeUndefined();
    expect(feed.since('not an id')).toBeUndefined();
  });
});

describe("an instance's place for its answers", () => {
  it('is none until it hears every change (from its first stream on), then its last change published', async () => {
    let hearing = () => {};
    const changes = createLiveChanges({} as Kysely<Database>, {
      beforeFirstStream: () => new Promise<void>((resolve) => (hearing = resolve)),
    });
    changes.feed.publish([team(1)]);
    expect(changes.lastChangeHeard()).toBeUndefined();
    const opening = changes.beforeStream();
    expect(changes.lastChangeHeard()).toBeUndefined();
    hearing();
    await opening;
    const heard = changes.lastChangeHeard() ?? '';
    expect(heard).toBe(changes.feed.lastId());
    changes.feed.publish([team(2)]);
    expect(changes.feed.since(heard)?.map((change) => change.event.ids[0])).toEqual([2]);
  });

  it('is the last change at once where nothing else can write (the demo)', () => {
    const changes = createLiveChanges({} as Kysely<Database>);
    expect(changes.lastChangeHeard()).toBe(changes.feed.lastId());
  });
});
