import { EventEmitter, on } from 'node:events';

/**
 * What changed: subscribers re-read the state they show, so a lost event costs nothing.
 * `results`: a match was decided or its result changed, so the public lists (rankings, players,
 * tournaments, clubs) may show something else; nobody subscribes to it, the caches hear it.
 */
export type LiveTopic =
  `match:${number}` | `tournament:${number}` | 'matches:live' | `user:${number}` | 'results';

/**
 * The public reads an event may have made stale: a match played on (a rack, a protocol, its
 * start or table) changes the reads of the live matches and of its tournament only; anything
 * else, or a decided match (`results`), may show in any list.
 */
export type PublicChange = { tournaments: readonly number[] } | 'all';

export function publicChangeOf(topics: readonly LiveTopic[]): PublicChange {
  if (!topics.includes('matches:live') || topics.includes('results')) return 'all';
  const tournaments = topics.flatMap((topic) =>
    topic.startsWith('tournament:') ? [Number(topic.slice('tournament:'.length))] : [],
  );
  return { tournaments };
}

export interface LiveEvent {
  topic: LiveTopic;
  at: number;
}

/**
 * Fan-out of change notifications to live subscriptions. In-process here; another
 * implementation (Redis pub/sub) can serve several BFF instances behind the same interface.
 */
export interface EventBus {
  publish(...topics: LiveTopic[]): void;
  /** Events of one topic from this call on, until `signal` aborts. */
  subscribe(topic: LiveTopic, signal: AbortSignal): AsyncIterable<LiveEvent>;
  /**
   * Calls `listener` with the topics of every event, this instance's and (on a shared bus) other
   * instances', before any subscriber re-reads: caches of what the event changed drop it first.
   * Returns the function that stops it.
   */
  onPublish(listener: (topics: readonly LiveTopic[]) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  // Every open subscription is a listener; thousands of viewers are expected, not a leak.
  emitter.setMaxListeners(0);
  const closed = new AbortController();
  const listeners = new Set<(topics: readonly LiveTopic[]) => void>();

  return {
    publish(...topics) {
      if (topics.length === 0) return;
      const at = Date.now();
      for (const listener of listeners) listener(topics);
      for (const topic of new Set(topics)) emitter.emit(topic, { topic, at } satisfies LiveEvent);
    },
    onPublish(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe(topic, signal) {
      const both = AbortSignal.any([signal, closed.signal]);
      // `on` listens from this call on, so nothing published before the first read is lost.
      const events = on(emitter, topic, { signal: both });
      return (async function* () {
        try {
          for await (const [event] of events) yield event as LiveEvent;
        } catch (error) {
          if (!both.aborted) throw error;
        }
      })();
    },
    async close() {
      closed.abort();
    },
  };
}
