/**
 * The order of a sign-in's checks, cheapest first, so that no refused attempt costs a password hash:
 * the address's attempt was reserved before the body was read (plugins/signInThrottle.ts); then the
 * username's; then the password check waits its turn in the bounded queue (boundedQueue.ts).
 */
import { busy, tooManyRequests } from '../errors';
import { BoundedQueue, QueueRefused } from './boundedQueue';
import type { Reservation } from './loginThrottle';

/**
 * Two checks at a time, of which one address holds at most one (a person signs in once at a time), so a
 * flood from one address leaves the other place free: a sign-in from elsewhere waits at most one check.
 * Sixteen may wait.
 */
export const SIGN_IN_QUEUE = { concurrency: 2, maxWaiting: 16, maxPerKey: 1 } as const;

export const newSignInQueue = () => new BoundedQueue(SIGN_IN_QUEUE);

/** Retry-After of a refusal because this address already has checks waiting, or the queue is full. */
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

/** Runs the password check in the queue; a refusal answers at once, without hashing anything. */
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
