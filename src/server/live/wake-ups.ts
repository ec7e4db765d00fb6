import type { EventBus, LiveTopic } from './bus';

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * When a live view should re-read its state: once at once, then on every event of `topic`, or
 * after `pollMs` without one (a remote upstream announces nothing), until `stop` aborts. It
 * listens before the first wake-up, so a change between that read and the next is not missed.
 */
export async function* wakeUps(
  bus: EventBus,
  topic: LiveTopic,
  stop: AbortSignal,
  pollMs: number,
): AsyncGenerator<void> {
  // Aborted on the way out, since `events.return()` would wait for the pending `next()` forever.
  const listening = new AbortController();
  const topicEvents = bus.subscribe(topic, AbortSignal.any([stop, listening.signal]));
  const events = topicEvents[Symbol.asyncIterator]();
  let nextEvent = events.next();
  try {
    yield;
    while (!stop.aborted) {
      const wake = new AbortController();
      const evented = await Promise.race([
        nextEvent.then(() => true),
        pause(pollMs, AbortSignal.any([stop, wake.signal])).then(() => false),
      ]);
      wake.abort();
      if (evented) nextEvent = events.next();
      if (stop.aborted) break;
      yield;
    }
  } finally {
    listening.abort();
  }
}
