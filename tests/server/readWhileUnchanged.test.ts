import { describe, expect, it } from 'vitest';
import { ReadWhileUnchanged } from '../../server/domain/readWhileUnchanged';

describe('a read kept while the database is unchanged', () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it('reads once while the stamp stays, and again when it moves', async () => {
    const source = counting();
    let stamp = 'a';
    const read = new ReadWhileUnchanged(source.load, () => stamp);
    expect(await read.read()).toBe(1);
    expect(await read.read()).toBe(1);
    stamp = 'b';
    expect(await read.read()).toBe(2);
    expect(source.loads()).toBe(2);
  });

  it('reads every time without a stamp (PostgreSQL)', async () => {
    const source = counting();
    const read = new ReadWhileUnchanged(source.load, undefined);
    await read.read();
    await read.read();
    expect(source.loads()).toBe(2);
  });

  it('keeps a value read while a write landed under the stamp from before it, so the next call reads again', async () => {
    let stamp = 'before';
    let value = 'old';
    const read = new ReadWhileUnchanged(
      async () => {
        const seen = value;
        // a write commits while this read is under way
        stamp = 'after';
        value = 'new';
        return seen;
      },
      () => stamp,
    );
    expect(await read.read()).toBe('old');
    expect(await read.read()).toBe('new');
  });
});
