/** Waiting for something another connection makes happen (a PostgreSQL NOTIFY arrives after its commit). */

/** How long a test waits for it: a safety net, not a deadline. It arrives within milliseconds on a quiet machine. */
export const NOTICE_PATIENCE_MS = 20_000;

/** Polls until the answer is 401; false when it is still accepted after NOTICE_PATIENCE_MS. */
export async function becomesRefused(attempt: () => Promise<{ statusCode: number }>): Promise<boolean> {
  return becomesTrue(async () => (await attempt()).statusCode === 401);
}

/** Polls until the condition holds; false when it still does not after NOTICE_PATIENCE_MS. */
export async function becomesTrue(condition: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + NOTICE_PATIENCE_MS;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
