/**
 * Runs expensive tasks (password checks: scrypt takes ~0.5 s and 128 MB on libuv's shared thread pool) a
 * few at a time, so a flood of sign-ins cannot fill the pool that file reads, TLS and other sign-ins need.
 * A task waits its turn in order; a key (a client address) may hold only a few places, and beyond the
 * queue's length a task is refused at once instead of waiting: a flood gets fast refusals and everyone
 * else a short wait. No Node API: only promises.
 */
export interface QueueLimits {
  /** tasks running at once */
  concurrency: number;
  /** tasks waiting for a turn; one more is refused */
  maxWaiting: number;
  /** places (running or waiting) one key may hold; one more is refused */
  maxPerKey: number;
}

export type QueueRefusal = 'key-busy' | 'queue-full';

export class QueueRefused extends Error {
  constructor(readonly reason: QueueRefusal) {
    super(reason === 'key-busy' ? 'too many tasks for this key' : 'the queue is full');
    this.name = 'QueueRefused';
  }
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly heldByKey = new Map<string, number>();
  /** tasks started since the queue was made (tests and the reliability report read it) */
  started = 0;

  constructor(private readonly limits: QueueLimits) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const held = this.heldByKey.get(key) ?? 0;
    if (held >= this.limits.maxPerKey) throw new QueueRefused('key-busy');
    const mustWait = this.running >= this.limits.concurrency;
    if (mustWait && this.waiting.length >= this.limits.maxWaiting) throw new QueueRefused('queue-full');
    this.heldByKey.set(key, held + 1);
    try {
      // a finishing task hands its place straight to the next one, so `running` never drops in between
      if (mustWait) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running++;
      try {
        this.started++;
        return await task();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      const left = (this.heldByKey.get(key) ?? 1) - 1;
      if (left === 0) this.heldByKey.delete(key);
      else this.heldByKey.set(key, left);
    }
  }
}
