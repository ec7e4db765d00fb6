// Password hashing takes ~100 ms of a core and 32 MiB each. Run without a bound, a flood of
// guesses queues every sign-in behind it (40 at once made a real login take 3 s instead of
// 0.2 s). A few run at a time, a short line waits, and beyond it an attempt is turned away at
// once with "busy, try again": a real user's next try is never stuck behind the whole flood.
// The refusal is a 429, not a 503: a flood of guesses must not look like a failing upstream to
// the BFF's circuit breaker, which would then refuse every other call too.
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { AppApiError } from '../errors';

export const PASSWORD_BUSY_MESSAGE =
  'Máy chủ đang bận xử lý đăng nhập, vui lòng thử lại sau giây lát';

export interface PasswordQueueOptions {
  /** Hashes at once (default: the cores, at most 4, libuv's default thread pool). */
  concurrency?: number;
  /** Attempts waiting for a turn before new ones are turned away. */
  maxWaiting?: number;
}

export type PasswordQueue = <T>(hash: () => Promise<T>) => Promise<T>;

export function createPasswordQueue(options: PasswordQueueOptions = {}): PasswordQueue {
  const concurrency = options.concurrency ?? Math.min(4, availableParallelism());
  const maxWaiting = options.maxWaiting ?? 8 * concurrency;
  const limit = pLimit(concurrency);
  return (hash) => {
    if (limit.activeCount >= concurrency && limit.pendingCount >= maxWaiting) {
      return Promise.reject(new AppApiError(429, PASSWORD_BUSY_MESSAGE));
    }
    return limit(hash);
  };
}
