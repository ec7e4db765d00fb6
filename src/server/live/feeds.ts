import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import type { EventBus, LiveTopic } from './bus';

/** One state of a feed, and the id a client sends back (`Last-Event-ID`) when it reconnects. */
export interface LiveState<T> {
  id: string;
  value: T;
}

/** One viewer of a feed, told of each state as it is kept. */
interface FeedViewer<T> {
  signal: AbortSignal;
  onState(state: LiveState<T>): void;
  /** The feed ended (the bus closed: the server is shutting down). */
  onEnd(): void;
}

/**
 * What a feed follows: the bus topic whose events make it read again, and, where several feeds
 * hear the same topic (every club table hears the live matches), the key that tells them apart.
 */
export type FeedSource = LiveTopic | { topic: LiveTopic; key: string };

export interface LiveFeeds {
  /**
   * Shows `viewer` the state of `topic` now, then each new state after an event of it, until its
   * signal aborts. Every viewer of a topic shares one feed: `read` runs once per change for all
   * of them (the first viewer's `read` serves the topic while it has viewers), and every viewer
   * is handed the same object, so it is encoded once. Resolves once the first state was shown;
   * rejects, having shown nothing, when the first read fails.
   */
  watch<T>(source: FeedSource, read: () => Promise<T>, viewer: FeedViewer<T>): Promise<void>;
  /**
   * The same as an async generator, for a tRPC subscription. A viewer slower than the changes
   * skips to the latest state rather than queueing them. A viewer resuming with the id of the
   * current state (`lastEventId`) is not sent it again.
   */
  follow<T>(
    source: FeedSource,
    read: () => Promise<T>,
    signal: AbortSignal,
    lastEventId?: string,
  ): AsyncGenerator<LiveState<T>>;
  /** Feeds open now (by key), and their viewers on this instance. */
  viewers(): Map<string, number>;
}

/** After a failed re-read (the upstream away for a moment), the next try waits this long. */
const RETRY_MS = 2_000;

interface Feed {
  key: string;
  topic: LiveTopic;
  viewers: Set<FeedViewer<unknown>>;
  /** Viewers counted before their first state (still waiting for the first read). */
  arriving: number;
  state: LiveState<unknown> | null;
  /** The first state, or the first read's failure, which every waiting viewer is told. */
  first: Promise<void>;
  reading: boolean;
  /** An event came while a read was under way: read again after it. */
  stale: boolean;
  retry: NodeJS.Timeout | undefined;
  stop: AbortController;
  ended: boolean;
}

/** A short, stable name of a state: the same content always gives the same id. */
function idOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
}

export function createLiveFeeds(bus: EventBus, logger: Logger): LiveFeeds {
  const feeds = new Map<string, Feed>();
  const keyOf = (source: FeedSource) => (typeof source === 'string' ? source : source.key);

  function keep(feed: Feed, value: unknown): void {
    const id = idOf(value);
    // A change elsewhere that left this state as it was (a correction announces every match of
    // the tournament) is not sent again.
    if (feed.state?.id === id) return;
    const state = { id, value };
    feed.state = state;
    for (const viewer of feed.viewers) viewer.onState(state);
  }

  async function refresh(feed: Feed, read: () => Promise<unknown>) {
    if (feed.reading) {
      feed.stale = true;
      return;
    }
    feed.reading = true;
    clearTimeout(feed.retry);
    try {
      do {
        feed.stale = false;
        const value = await read();
        if (feed.stop.signal.aborted) return;
        keep(feed, value);
      } while (feed.stale);
    } catch (error) {
      // The viewers keep the last state; it is read again shortly, or at the next event.
      logger.warn({ err: error, feed: feed.key }, 'live feed: could not read the new state');
      feed.retry = setTimeout(() => void refresh(feed, read), RETRY_MS);
    } finally {
      feed.reading = false;
    }
  }

  function open(source: FeedSource, read: () => Promise<unknown>): Feed {
    const topic = typeof source === 'string' ? source : source.topic;
    const stop = new AbortController();
    // Listening starts before the first read, so a change during it is read again after.
    const events = bus.subscribe(topic, stop.signal);
    const feed: Feed = {
      key: keyOf(source),
      topic,
      viewers: new Set(),
      arriving: 0,
      state: null,
      first: Promise.resolve(),
      reading: true,
      stale: false,
      retry: undefined,
      stop,
      ended: false,
    };
    feed.first = read().then(
      (value) => {
        feed.reading = false;
        keep(feed, value);
        if (feed.stale) void refresh(feed, read);
      },
      (error: unknown) => {
        // The next viewer opens the topic afresh; those waiting are told the failure.
        close(feed);
        throw error;
      },
    );
    void (async () => {
      for await (const _event of events) {
        if (feed.state) void refresh(feed, read);
        else feed.stale = true;
      }
      feed.ended = true;
      for (const viewer of feed.viewers) viewer.onEnd();
    })();
    feeds.set(feed.key, feed);
    return feed;
  }

  function close(feed: Feed) {
    feed.stop.abort();
    clearTimeout(feed.retry);
    if (feeds.get(feed.key) === feed) feeds.delete(feed.key);
  }

  function leave(feed: Feed, viewer: FeedViewer<unknown>) {
    feed.viewers.delete(viewer);
    if (feed.viewers.size === 0 && feed.arriving === 0) close(feed);
  }

  async function watch<T>(source: FeedSource, read: () => Promise<T>, viewer: FeedViewer<T>) {
    const feed = feeds.get(keyOf(source)) ?? open(source, read);
    const seen = viewer as FeedViewer<unknown>;
    feed.arriving++;
    try {
      await feed.first;
    } finally {
      feed.arriving--;
    }
    if (viewer.signal.aborted || feed.ended) {
      if (feed.viewers.size === 0 && feed.arriving === 0) close(feed);
      if (feed.ended) viewer.onEnd();
      return;
    }
    feed.viewers.add(seen);
    viewer.signal.addEventListener('abort', () => leave(feed, seen), { once: true });
    // The feed keeps only values `read` returned for this source.
    viewer.onState(feed.state as LiveState<T>);
  }

  return {
    watch,
    async *follow<T>(
      source: FeedSource,
      read: () => Promise<T>,
      signal: AbortSignal,
      lastEventId?: string,
    ): AsyncGenerator<LiveState<T>> {
      const seen: { latest: LiveState<T> | null; ended: boolean } = { latest: null, ended: false };
      let wake = () => {};
      const done = new AbortController();
      const viewing = AbortSignal.any([signal, done.signal]);
      try {
        await watch(source, read, {
          signal: viewing,
          onState: (state) => {
            seen.latest = state;
            wake();
          },
          onEnd: () => {
            seen.ended = true;
            wake();
          },
        });
        let sent = lastEventId;
        while (!viewing.aborted) {
          const state = seen.latest;
          if (state && state.id !== sent) {
            sent = state.id;
            yield state;
          } else if (seen.ended) {
            return;
          } else {
            await new Promise<void>((resolve) => {
              const stopWaiting = () => {
                viewing.removeEventListener('abort', stopWaiting);
                resolve();
              };
              wake = stopWaiting;
              viewing.addEventListener('abort', stopWaiting, { once: true });
            });
          }
        }
      } finally {
        done.abort();
      }
    },
    viewers: () =>
      new Map([...feeds].map(([key, feed]) => [key, feed.viewers.size + feed.arriving])),
  };
}
