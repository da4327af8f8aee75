/**
 * A read answered again from memory while the database provably has not changed: only SQLite can prove it, as it
 * counts its own writes and data_version moves with others'. Without a stamp (PostgreSQL) every call reads.
 */
export class ReadWhileUnchanged<T> {
  private last: { stamp: string; value: T } | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly changeStamp: (() => string) | undefined,
  ) {}

  async read(): Promise<T> {
    // taken first, so a write landing during the read leaves the value under an older stamp
    const stamp = this.changeStamp?.();
    if (stamp !== undefined && this.last?.stamp === stamp) return this.last.value;
    const value = await this.load();
    if (stamp !== undefined) this.last = { stamp, value };
    return value;
  }
}
