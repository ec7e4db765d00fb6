import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import type { EventBus, LiveTopic } from './bus';

/** One state of a feed, and the id a client sends back (`Last-Event-ID`) when it reconnects. */
export interface LiveState<T> {
  id: string;
  value: T;
}

export interface LiveFeeds {
  /**
   * The state of `topic` now, then each new state after an event of it, until `signal` aborts.
   * Every viewer of a topic shares one feed: `read` runs once per change for all of them (the
   * first viewer's `read` serves the topic while it has viewers), and every viewer is handed the
   * same object, so it is serialised once. A viewer slower than the changes skips to the latest
   * state rather than queueing them. A viewer resuming with the id of the current state
   * (`lastEventId`) is not sent it again.
   */
  follow<T>(
    topic: LiveTopic,
    read: () => Promise<T>,
    signal: AbortSignal,
    lastEventId?: string,
  ): AsyncGenerator<LiveState<T>>;
  /** Topics followed now, and their viewers on this instance. */
  viewers(): Map<LiveTopic, number>;
}

/** After a failed re-read (the upstream away for a moment), the next try waits this long. */
const RETRY_MS = 2_000;

interface Feed {
  viewers: number;
  state: LiveState<unknown> | null;
  /** The first state, or the first read's failure, which every waiting viewer is told. */
  first: Promise<void>;
  /** Resolves when the next state is kept (then replaced by a new one). */
  changed: Promise<void>;
  announce: () => void;
  reading: boolean;
  /** An event came while a read was under way: read again after it. */
  stale: boolean;
  retry: NodeJS.Timeout | undefined;
  stop: AbortController;
  /** The bus closed (the server is shutting down): the viewers' streams end. */
  ended: boolean;
}

/** A short, stable name of a state: the same content always gives the same id. */
function idOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
}

/** Resolves with `promise`, or when `signal` aborts; leaves no listener behind either way. */
function until(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    void promise.then(done);
  });
}

/** A promise of the next change, and the function that resolves it. */
function nextChange(): Pick<Feed, 'changed' | 'announce'> {
  let announce = () => {};
  const changed = new Promise<void>((resolve) => (announce = resolve));
  return { changed, announce };
}

export function createLiveFeeds(bus: EventBus, logger: Logger): LiveFeeds {
  const feeds = new Map<LiveTopic, Feed>();

  function keep(feed: Feed, value: unknown): void {
    const id = idOf(value);
    // A change elsewhere that left this state as it was (a correction announces every match of
    // the tournament) is not sent again.
    if (feed.state?.id === id) return;
    feed.state = { id, value };
    const { announce } = feed;
    Object.assign(feed, nextChange());
    announce();
  }

  async function refresh(topic: LiveTopic, feed: Feed, read: () => Promise<unknown>) {
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
      logger.warn({ err: error, topic }, 'live feed: could not read the new state');
      feed.retry = setTimeout(() => void refresh(topic, feed, read), RETRY_MS);
    } finally {
      feed.reading = false;
    }
  }

  function open(topic: LiveTopic, read: () => Promise<unknown>): Feed {
    const stop = new AbortController();
    // Listening starts before the first read, so a change during it is read again after.
    const events = bus.subscribe(topic, stop.signal);
    const feed: Feed = {
      viewers: 0,
      state: null,
      first: Promise.resolve(),
      ...nextChange(),
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
        if (feed.stale) void refresh(topic, feed, read);
      },
      (error: unknown) => {
        // The next viewer opens the topic afresh; those waiting are told the failure.
        close(topic, feed);
        throw error;
      },
    );
    void (async () => {
      for await (const _event of events) {
        if (feed.state) void refresh(topic, feed, read);
        else feed.stale = true;
      }
      feed.ended = true;
      feed.announce();
    })();
    feeds.set(topic, feed);
    return feed;
  }

  function close(topic: LiveTopic, feed: Feed) {
    feed.stop.abort();
    clearTimeout(feed.retry);
    if (feeds.get(topic) === feed) feeds.delete(topic);
  }

  return {
    async *follow<T>(
      topic: LiveTopic,
      read: () => Promise<T>,
      signal: AbortSignal,
      lastEventId?: string,
    ): AsyncGenerator<LiveState<T>> {
      const feed = feeds.get(topic) ?? open(topic, read);
      feed.viewers++;
      try {
        await feed.first;
        let sent = lastEventId;
        while (!signal.aborted && !feed.ended) {
          // The feed keeps only values `read` returned for this topic.
          const state = feed.state as LiveState<T>;
          if (state.id !== sent) {
            sent = state.id;
            yield state;
          } else {
            await until(feed.changed, signal);
          }
        }
      } finally {
        if (--feed.viewers === 0) close(topic, feed);
      }
    },
    viewers: () => new Map([...feeds].map(([topic, feed]) => [topic, feed.viewers])),
  };
}
