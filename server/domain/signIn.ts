/** A sign-in's checks run cheapest first, so that no refused attempt costs a password hash. */
import { busy, tooManyRequests } from '../errors';
import { BoundedQueue, QueueRefused } from './boundedQueue';
import type { Reservation } from './loginThrottle';

/** One address holds at most one of the two places, so a flood from it leaves the other free for everyone else. */
export const SIGN_IN_QUEUE = { concurrency: 2, maxWaiting: 16, maxPerKey: 1 } as const;

export const newSignInQueue = () => new BoundedQueue(SIGN_IN_QUEUE);

export const QUEUE_RETRY_SECONDS = 1;

export function throttledAnswer(reservation: Extract<Reservation, { allowed: false }>) {
  const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
  return tooManyRequests(
    `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    reservation.retryAfterSeconds,
    'auth.throttled',
    { minutes },
  );
}

export async function checkInTurn(queue: BoundedQueue, address: string, check: () => Promise<boolean>) {
  try {
    return await queue.run(address, check);
  } catch (error) {
    if (!(error instanceof QueueRefused)) throw error;
    if (error.reason === 'key-busy') {
      throw tooManyRequests(
        'Sign-ins from this address are still being checked. Try again in a moment.',
        QUEUE_RETRY_SECONDS,
        'auth.address_busy',
      );
    }
    throw busy(
      'The server is busy checking other sign-ins. Try again in a moment.',
      QUEUE_RETRY_SECONDS,
      'auth.server_busy',
    );
  }
}
