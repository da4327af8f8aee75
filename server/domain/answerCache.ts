/**
 * Answers kept as JSON text under the value of a change counter the database keeps (row_counts, e.g.
 * 'payments:changes' of migration 005): while the counter is unchanged the same request gets the same
 * text, without reading its rows or serialising them again. Exact, not a time-to-live: the counter is read
 * on every request and any write to the rows moves it (triggers, whoever writes), so instances sharing a
 * database never answer from a page another one has changed. Each instance keeps its own; nothing here
 * needs to survive a restart.
 */

/** An answer already serialised: the app's serializer sends its text as it is (app.ts). */
export class SerializedAnswer<T> {
  /** the answer's type, for the handler's signature only */
  declare readonly answerType: T;
  constructor(readonly json: string) {}
}

interface Kept {
  version: number;
  answer: SerializedAnswer<unknown>;
}

export class AnswerCache {
  /** in use order, least recently used first */
  private readonly kept = new Map<string, Kept>();

  /** `capacity` answers at most: a page of payments is ~57 KB, so 64 of them hold ~4 MB */
  constructor(private readonly capacity = 64) {}

  /**
   * The answer for `key` as built at `version`. The caller reads the version BEFORE calling, so an answer
   * built while a write commits is kept under the older version and rebuilt on the next request.
   */
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
