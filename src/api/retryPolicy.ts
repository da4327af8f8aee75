/** Never a 4xx, whose answer will not change: an unknown id's 404 shows at once, not after seconds of retries. */
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
