/**
 * When a failed read is tried again: only when the failure may pass (the network, a 5xx, a 429), never for an
 * answer that will not change (a 4xx: an unknown id's 404 is said at once instead of after three more tries
 * and some seven seconds of spinner), and at most twice.
 */
const MAX_RETRIES = 2;

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= MAX_RETRIES) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 429;
}
