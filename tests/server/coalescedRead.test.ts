/** CoalescedRead (domain/coalescedRead.ts): callers share reads, never one that began before they asked. */
import { describe, expect, it } from 'vitest';
import { CoalescedRead } from '../../server/domain/coalescedRead';

/**
 * A source like a database row: a load takes the value when it starts (its snapshot) and answers it only
 * when the test finishes that load.
 */
function deferredSource() {
  let value = 0;
  const pending: (() => void)[] = [];
  return {
    loads: 0,
    write(next: number) {
      value = next;
    },
    load(this: { loads: number }) {
      this.loads++;
      const snapshot = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(snapshot)));
    },
    finishNext() {
      pending.shift()?.();
    },
    get waiting() {
      return pending.length;
    },
  };
}

const settled = () => new Promise<void>((done) => setImmediate(done));

describe('CoalescedRead', () => {
  it('gives callers that ask during a read the one read that starts after it', async () => {
    const source = deferredSource();
    const reads = new CoalescedRead(() => source.load());
    const first = reads.read();
    const later = [reads.read(), reads.read(), reads.read()];
    expect(source.loads).toBe(1);
    source.finishNext();
    await settled();
    expect(source.loads).toBe(2);
    source.finishNext();
    expect(await first).toBe(0);
    expect(await Promise.all(later)).toEqual([0, 0, 0]);
    expect(source.waiting).toBe(0);
  });

  it('never answers a caller from a read that began before it asked', async () => {
    const source = deferredSource();
    const reads = new CoalescedRead(() => source.load());
    const before = reads.read(); // its snapshot: 0
    source.write(1); // a write commits while that read is under way
    const after = reads.read();
    source.finishNext();
    await settled();
    source.finishNext();
    expect(await before).toBe(0);
    expect(await after).toBe(1);
  });

  it('reads again for a caller that asks when nothing is under way', async () => {
    const source = deferredSource();
    const reads = new CoalescedRead(() => source.load());
    const one = reads.read();
    source.finishNext();
    expect(await one).toBe(0);
    source.write(5);
    const two = reads.read();
    source.finishNext();
    expect(await two).toBe(5);
    expect(source.loads).toBe(2);
  });

  it('fails the callers of a failed read and reads afresh for the next', async () => {
    let fail = true;
    let loads = 0;
    const reads = new CoalescedRead(async () => {
      loads++;
      if (fail) throw new Error('connection lost');
      return 7;
    });
    await expect(reads.read()).rejects.toThrow('connection lost');
    fail = false;
    expect(await reads.read()).toBe(7);
    expect(loads).toBe(2);
  });
});
