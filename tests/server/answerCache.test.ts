/** The kept answers of domain/answerCache.ts: by key and version, least recently used evicted first. */
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../server/domain/answerCache';

/** A build that counts its calls and answers { key, version, call }. */
function counting() {
  let calls = 0;
  return {
    build: (key: string, version: number) => async () => ({ key, version, call: ++calls }),
    get calls() {
      return calls;
    },
  };
}

describe('AnswerCache', () => {
  it('builds once per key and version and answers the JSON text', async () => {
    const cache = new AnswerCache();
    const builds = counting();
    const first = await cache.answer('a', 1, builds.build('a', 1));
    expect(JSON.parse(first.json)).toEqual({ key: 'a', version: 1, call: 1 });
    expect(await cache.answer('a', 1, builds.build('a', 1))).toBe(first);
    expect(builds.calls).toBe(1);
    const next = await cache.answer('a', 2, builds.build('a', 2));
    expect(JSON.parse(next.json)).toEqual({ key: 'a', version: 2, call: 2 });
    await cache.answer('b', 2, builds.build('b', 2));
    expect(builds.calls).toBe(3);
  });

  it('evicts the least recently used answer beyond its capacity', async () => {
    const cache = new AnswerCache(2);
    const builds = counting();
    await cache.answer('a', 1, builds.build('a', 1));
    await cache.answer('b', 1, builds.build('b', 1));
    await cache.answer('a', 1, builds.build('a', 1)); // a used again: b is now the oldest
    await cache.answer('c', 1, builds.build('c', 1));
    expect(cache.size).toBe(2);
    expect(builds.calls).toBe(3);
    await cache.answer('a', 1, builds.build('a', 1));
    expect(builds.calls).toBe(3);
    await cache.answer('b', 1, builds.build('b', 1));
    expect(builds.calls).toBe(4);
  });

  it('keeps the newer version when an older build finishes last', async () => {
    const cache = new AnswerCache();
    let finishOld: () => void = () => {};
    const old = cache.answer('a', 1, () => new Promise<string>((done) => (finishOld = () => done('old'))));
    const newer = await cache.answer('a', 2, async () => 'new');
    finishOld();
    expect((await old).json).toBe('"old"');
    expect(await cache.answer('a', 2, async () => 'rebuilt')).toBe(newer);
  });

  it('keeps nothing from a build that fails', async () => {
    const cache = new AnswerCache();
    await expect(cache.answer('a', 1, async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(cache.size).toBe(0);
    expect((await cache.answer('a', 1, async () => 'ok')).json).toBe('"ok"');
  });
});
