import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueRefused } from '../../server/domain/boundedQueue';

/** A task that ends when told to, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ran',
    (error) => (error instanceof QueueRefused ? error.reason : 'other error'),
  );

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks at once, the rest in order of arrival', async () => {
    const queue = new BoundedQueue({ concurrency: 2, maxWaiting: 10, maxPerKey: 10 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = gates.map((g, i) => queue.run(`key${i}`, g.task));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    gates[1].open();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.started).toBe(4);
  });

  it('refuses at once a key holding its places, and any task beyond the waiting line, without running it', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 2, maxPerKey: 2 });
    const started: string[] = [];
    const gates = ['a1', 'a2', 'b1', 'c1'].map((name) => gate(started, name));
    const a1 = queue.run('a', gates[0].task);
    const a2 = queue.run('a', gates[1].task);
    expect(await refusal(queue.run('a', async () => 'a3'))).toBe('key-busy');
    const b1 = queue.run('b', gates[2].task);
    // one running, two waiting: the line is full for every key
    expect(await refusal(queue.run('c', gates[3].task))).toBe('queue-full');
    for (const g of gates) g.open();
    await Promise.all([a1, a2, b1]);
    expect(started).toEqual(['a1', 'a2', 'b1']);
    // places are given back when tasks end, whether they succeed or fail
    await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'again')).toBe('again');
  });
});
