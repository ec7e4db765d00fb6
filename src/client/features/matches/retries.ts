// The retry schedule of the scoring queues (racks for pool, protocols for carom): a send that
// found no network is tried again after 1, 2, 5, 10, then every 20 seconds, per match, and at
// once when the network returns (the queues' flush cancels the wait).
import type { Timers } from '../../lib/external-store';

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000];

export function createRetries(timers: Timers, retry: (matchId: number) => void) {
  /** Failed sends in a row, per match: the next retry waits longer. */
  const attempts = new Map<number, number>();
  const handles = new Map<number, unknown>();

  function cancel(matchId: number) {
    const handle = handles.get(matchId);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(matchId);
  }

  return {
    cancel,
    /** A send without an answer: the match's next attempt, after a longer wait than the last. */
    schedule(matchId: number) {
      const attempt = attempts.get(matchId) ?? 0;
      attempts.set(matchId, attempt + 1);
      cancel(matchId);
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 20_000;
      handles.set(
        matchId,
        timers.setTimeout(() => {
          handles.delete(matchId);
          retry(matchId);
        }, delay),
      );
    },
    /** An answer came (saved or refused): the next failure starts from the shortest wait. */
    reset(matchId: number) {
      attempts.delete(matchId);
    },
    /** Another user signed in: none of this queue's retries fires any more. */
    dispose() {
      for (const id of [...handles.keys()]) cancel(id);
    },
  };
}
