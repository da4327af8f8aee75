/**
 * One read shared by every caller that asks while it could still be current: a caller joins the next read
 * to START, never one already under way (that one may have begun before the caller's own write
 * committed). So each caller gets a value at least as new as the moment it asked, and under load the
 * database answers one read per round trip instead of one per request: at 50 connections on PostgreSQL
 * the payments' change counter was read ~7,000 times a second, a query each, for the same number.
 */
export class CoalescedRead<T> {
  private inFlight: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

  constructor(private readonly load: () => Promise<T>) {}

  read(): Promise<T> {
    if (!this.inFlight) return this.start();
    this.queued ??= this.inFlight
      .catch(() => {})
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<T> {
    const read = this.load().finally(() => {
      if (this.inFlight === read) this.inFlight = undefined;
    });
    this.inFlight = read;
    return read;
  }
}
