/**
 * One read shared by every caller that asks meanwhile: a caller joins the next read to start, never one under way
 * (it may have begun before the caller's own write committed), so each gets a value as new as its asking.
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
