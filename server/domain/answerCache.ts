/**
 * Answers kept as JSON text under a change counter the database keeps: exact, not a time-to-live, as every write
 * moves the counter whoever makes it, so instances sharing a database never answer a page another has changed.
 */

/** The app's serializer sends its text as it is. */
export class SerializedAnswer<T> {
  /** for the handler's signature only */
  declare readonly answerType: T;
  constructor(readonly json: string) {}
}

interface Kept {
  version: number;
  answer: SerializedAnswer<unknown>;
}

export class AnswerCache {
  private readonly kept = new Map<string, Kept>();

  /** a page of payments is ~57 KB, so 64 of them hold ~4 MB */
  constructor(private readonly capacity = 64) {}

  /** The caller reads the version first, so an answer built while a write commits is kept under the older one. */
  async answer<T>(key: string, version: number, build: () => Promise<T>): Promise<SerializedAnswer<T>> {
    const kept = this.kept.get(key);
    if (kept?.version === version) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.answer as SerializedAnswer<T>;
    }
    const answer = new SerializedAnswer<T>(JSON.stringify(await build()));
    const current = this.kept.get(key);
    // a slower build of an older version must not replace a newer one
    if (!current || current.version <= version) {
      this.kept.delete(key);
      this.kept.set(key, { version, answer });
      if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    }
    return answer;
  }

  get size(): number {
    return this.kept.size;
  }
}
