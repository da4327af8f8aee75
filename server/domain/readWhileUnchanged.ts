/**
 * A database read answered again from memory while the database has provably not changed since it was
 * made. Only SQLite can prove it (DatabaseHandle.changeStamp): this process makes its own writes, which it
 * counts, and other processes' commits move data_version. Each read on the file costs file locks, system
 * calls that were a large part of a kept payments page's time. Without a stamp (PostgreSQL, where other
 * instances write unseen) every call reads.
 */
export class ReadWhileUnchanged<T> {
  private last: { stamp: string; value: T } | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly changeStamp: (() => string) | undefined,
  ) {}

  async read(): Promise<T> {
    // the stamp before the read: a write that lands during the read leaves the value kept under an older
    // stamp, never a value older than its stamp
    const stamp = this.changeStamp?.();
    if (stamp !== undefined && this.last?.stamp === stamp) return this.last.value;
    const value = await this.load();
    if (stamp !== undefined) this.last = { stamp, value };
    return value;
  }
}
