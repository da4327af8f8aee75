/**
 * Expensive tasks a few at a time (scrypt takes ~0.5 s and 128 MB of libuv's shared pool), so a flood of sign-ins
 * cannot fill the pool others need; beyond its places a key is refused at once, and so is a task past the queue.
 */
export interface QueueLimits {
  concurrency: number;
  maxWaiting: number;
  /** places, running or waiting */
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
