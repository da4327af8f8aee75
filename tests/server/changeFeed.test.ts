/** Resuming holds only while the feed still keeps every change after the id a client saw last. */
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../contract';
import { ChangeFeed, type FedChange } from '../../server/domain/changeFeed';

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
