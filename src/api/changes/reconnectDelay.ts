/**
 * How long a lost stream waits before it tries again: doubling from the first delay up to the ceiling, each wait
 * drawn between half and all of it, so the tabs a restarted server dropped together do not return together.
 */
export const FIRST_RECONNECT_MS = 1_000;
export const MAX_RECONNECT_MS = 30_000;

/** `failures` counts the attempts that failed in a row, 0 for the first wait; `random` is in [0, 1). */
export function reconnectDelay(failures: number, firstMs = FIRST_RECONNECT_MS, random = Math.random): number {
  const ceiling = Math.min(MAX_RECONNECT_MS, firstMs * 2 ** Math.min(failures, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}
