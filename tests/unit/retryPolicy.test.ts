import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from '../../src/api/retryPolicy';

describe('the reads retry policy', () => {
  it('never retries an answer that will not change: 400, 401, 403, 404, 409', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, new HttpError('no', status))).toBe(false);
  });

  it('retries what may pass (a 5xx, a 429, a network failure), at most twice', () => {
    for (const error of [
      new HttpError('down', 503),
      new HttpError('slow down', 429),
      new TypeError('Failed to fetch'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});
