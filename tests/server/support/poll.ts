/** Waiting for something another connection makes happen (a PostgreSQL NOTIFY arrives after its commit). */

/** Polls until the answer is 401; false when it is still accepted after `ms`. */
export async function refusedWithin(ms: number, attempt: () => Promise<{ statusCode: number }>): Promise<boolean> {
  return becomesTrueWithin(ms, async () => (await attempt()).statusCode === 401);
}

export async function becomesTrueWithin(ms: number, condition: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
