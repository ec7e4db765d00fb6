// Password hashing takes ~100 ms of a core and 32 MiB each. Run without a bound, a flood of
// guesses queues every sign-in behind it (40 at once made a real login take 3 s instead of
// 0.2 s). A few run at a time and a short line waits; beyond it an attempt is turned away at
// once with "busy, try again".
//
// The line has two lanes. A client that failed a password recently is `suspect`: its hashes
// wait behind everyone else's and only a short line of them may wait. Everyone else, a real
// user among them, goes first and has a line of their own, so a flood of guesses neither holds
// them up nor fills the line in front of them.
//
// The refusal is a 429, not a 503: a flood of guesses must not look like a failing upstream to
// the BFF's circuit breaker, which would then refuse every other call too.
//
// p-queue rather than p-limit: it orders waiting work by priority, which the lanes need.
import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';
import { AppApiError } from '../../errors';

export const PASSWORD_BUSY_MESSAGE =
  'Máy chủ đang bận xử lý đăng nhập, vui lòng thử lại sau giây lát';

export type PasswordLane = 'trusted' | 'suspect';

const PRIORITY: Record<PasswordLane, number> = { trusted: 1, suspect: 0 };

export interface PasswordQueueOptions {
  /** Hashes at once (default: the cores, at most 4, libuv's default thread pool). */
  concurrency?: number;
  /** Attempts of each lane waiting for a turn before new ones of it are turned away. */
  maxWaiting?: number;
}

export type PasswordQueue = <T>(hash: () => Promise<T>, lane?: PasswordLane) => Promise<T>;

export function createPasswordQueue(options: PasswordQueueOptions = {}): PasswordQueue {
  const concurrency = options.concurrency ?? Math.min(4, availableParallelism());
  const maxWaiting = options.maxWaiting ?? 8 * concurrency;
  const queue = new PQueue({ concurrency });
  const waiting: Record<PasswordLane, number> = { trusted: 0, suspect: 0 };
  return (hash, lane = 'trusted') => {
    const full = queue.pending >= concurrency && waiting[lane] >= maxWaiting;
    if (full) return Promise.reject(new AppApiError(429, PASSWORD_BUSY_MESSAGE));
    waiting[lane] += 1;
    let started = false;
    const run = () => {
      started = true;
      waiting[lane] -= 1;
      return hash();
    };
    return queue.add(run, { priority: PRIORITY[lane] }).finally(() => {
      // A job that never ran (the queue was cleared) still leaves the line.
      if (!started) waiting[lane] -= 1;
    });
  };
}

/**
 * Which clients failed a password lately, by IP: the lane their next hash waits in. Bounded,
 * oldest first out, since it is only a scheduling hint; the limits that refuse live elsewhere.
 */
export function createFailureMemory(windowMs = 15 * 60_000, capacity = 10_000) {
  const lastFailure = new Map<string, number>();
  return {
    failed(client: string, at = Date.now()) {
      lastFailure.delete(client);
      lastFailure.set(client, at);
      if (lastFailure.size > capacity) {
        const oldest = lastFailure.keys().next().value;
        if (oldest !== undefined) lastFailure.delete(oldest);
      }
    },
    laneOf(client: string | undefined, at = Date.now()): PasswordLane {
      if (!client) return 'trusted';
      const last = lastFailure.get(client);
      return last !== undefined && at - last < windowMs ? 'suspect' : 'trusted';
    },
  };
}
