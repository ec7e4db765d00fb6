// One offline queue per signed-in user (the scorer's racks, a carom protocol): another user
// signing in on this phone gets their own, and the previous one's retries stop (what it holds
// stays stored under its user's key). What waits goes at once when the network returns or the
// phone wakes up.

/** What a per-user queue needs of the queue it holds. */
export interface UserQueue {
  /** Sends every match's waiting work now. */
  flushAll(): void;
  /** Stops the queue's pending retries (another user signed in). */
  dispose(): void;
}

/** Back online, or back from a locked screen: what waits goes at once, not after the backoff. */
function onWake(flushAll: () => void): void {
  window.addEventListener('online', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flushAll();
  });
}

/**
 * The queue of `userId`, created by `create` the first time that user asks (with the caller's
 * `context`, such as the tRPC utils), kept while they stay signed in. `wake` is listened to once,
 * on the first queue, and flushes whichever queue is current then.
 */
export function perUserQueue<Q extends UserQueue, C>(
  create: (context: C, userId: number) => Q,
  wake: (flushAll: () => void) => void = onWake,
): (context: C, userId: number) => Q {
  let current: { userId: number; queue: Q } | null = null;
  return (context, userId) => {
    if (current?.userId === userId) return current.queue;
    current?.queue.dispose();
    const created = create(context, userId);
    if (!current) wake(() => current?.queue.flushAll());
    current = { userId, queue: created };
    return created;
  };
}
