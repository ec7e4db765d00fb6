import { describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from '../../src/server/live/bus';
import { createLiveFeeds, type LiveState } from '../../src/server/live/feeds';
import { logger } from '../../src/server/logger';

/** A match's score as the upstream would answer it, counting the reads. */
function upstream() {
  const match = { id: 1, score1: 0 };
  const reads = { count: 0 };
  return {
    match,
    reads,
    read: async () => {
      reads.count++;
      await Promise.resolve();
      return { ...match };
    },
  };
}

/** A viewer's stream, read one state at a time. */
function viewer(iterable: AsyncGenerator<LiveState<{ score1: number }>>) {
  return {
    next: async () => (await iterable.next()).value,
    close: () => iterable.return(undefined),
  };
}

describe('live feeds', () => {
  it('reads once per change for every viewer, and hands them all the same state', async () => {
    const bus = createInProcessBus();
    const feeds = createLiveFeeds(bus, logger);
    const { match, reads, read } = upstream();
    const stop = new AbortController();
    const viewers = Array.from({ length: 100 }, () =>
      viewer(feeds.follow('match:1', read, stop.signal)),
    );
    const opening = await Promise.all(viewers.map((v) => v.next()));
    expect(reads.count).toBe(1);
    expect(new Set(opening).size).toBe(1);

    const next = Promise.all(viewers.map((v) => v.next()));
    match.score1 = 1;
    bus.publish('match:1');
    const scored = await next;
    expect(scored.every((state) => state?.value.score1 === 1)).toBe(true);
    expect(new Set(scored).size).toBe(1);
    expect(reads.count).toBe(2);
    expect(feeds.viewers().get('match:1')).toBe(100);
    // Viewers leaving let the topic go: nothing is read for nobody.
    stop.abort();
    expect(feeds.viewers().size).toBe(0);
    await Promise.all(viewers.map((v) => v.close()));
  });

  it('reads once more for a burst of changes during a read, and a slow viewer skips to the latest', async () => {
    const bus = createInProcessBus();
    const feeds = createLiveFeeds(bus, logger);
    const { match, reads, read } = upstream();
    // The upstream answers when the test says so, as a slow one would.
    let answer = () => {};
    const slow = async () => {
      const value = await read();
      if (reads.count > 1) await new Promise<void>((resolve) => (answer = resolve));
      return value;
    };
    const watching = viewer(feeds.follow('match:1', slow, new AbortController().signal));
    const slowViewer = viewer(feeds.follow('match:1', slow, new AbortController().signal));
    await watching.next();
    await slowViewer.next();
    match.score1 = 1;
    bus.publish('match:1');
    await vi.waitFor(() => expect(reads.count).toBe(2));
    for (let rack = 2; rack <= 5; rack++) {
      match.score1 = rack;
      bus.publish('match:1');
    }
    // The feed takes in the events (microtasks) while the read is still out.
    await new Promise((resolve) => setImmediate(resolve));
    answer();
    await vi.waitFor(() => expect(reads.count).toBe(3));
    answer();
    expect((await watching.next())?.value.score1).toBe(1);
    expect((await watching.next())?.value.score1).toBe(5);
    expect(reads.count).toBe(3);
    // The viewer that was busy meanwhile is sent the latest state, not the one in between.
    expect((await slowViewer.next())?.value.score1).toBe(5);
    await Promise.all([watching.close(), slowViewer.close()]);
  });

  it('sends nothing for a change that left the state as it was', async () => {
    const bus = createInProcessBus();
    const feeds = createLiveFeeds(bus, logger);
    const { match, reads, read } = upstream();
    const watching = viewer(feeds.follow('match:1', read, new AbortController().signal));
    await watching.next();
    const next = watching.next();
    bus.publish('match:1');
    await vi.waitFor(() => expect(reads.count).toBe(2));
    match.score1 = 1;
    bus.publish('match:1');
    expect((await next)?.value.score1).toBe(1);
    await watching.close();
  });

  it('does not send a resuming viewer the state it already has', async () => {
    const bus = createInProcessBus();
    const feeds = createLiveFeeds(bus, logger);
    const { match, read } = upstream();
    const staying = viewer(feeds.follow('match:1', read, new AbortController().signal));
    const seen = await staying.next();
    const resumed = viewer(feeds.follow('match:1', read, new AbortController().signal, seen?.id));
    const first = resumed.next();
    match.score1 = 2;
    bus.publish('match:1');
    expect((await first)?.value.score1).toBe(2);
    await Promise.all([staying.close(), resumed.close()]);
  });

  it('tells every waiting viewer that the first read failed, and the next viewer reads afresh', async () => {
    const bus = createInProcessBus();
    const feeds = createLiveFeeds(bus, logger);
    const failing = () => Promise.reject(new Error('upstream away'));
    const stop = new AbortController().signal;
    const [a, b] = [feeds.follow('match:1', failing, stop), feeds.follow('match:1', failing, stop)];
    await expect(a.next()).rejects.toThrow('upstream away');
    await expect(b.next()).rejects.toThrow('upstream away');
    const { read } = upstream();
    expect((await feeds.follow('match:1', read, stop).next()).value?.value.score1).toBe(0);
  });

  it('keeps the last state when a re-read fails, and reads again shortly', async () => {
    vi.useFakeTimers();
    try {
      const bus = createInProcessBus();
      const feeds = createLiveFeeds(bus, logger);
      const { match, read } = upstream();
      let away = false;
      const flaky = () => (away ? Promise.reject(new Error('upstream away')) : read());
      const watching = viewer(feeds.follow('match:1', flaky, new AbortController().signal));
      await watching.next();
      const next = watching.next();
      away = true;
      match.score1 = 3;
      bus.publish('match:1');
      await vi.advanceTimersByTimeAsync(100);
      away = false;
      await vi.advanceTimersByTimeAsync(2_000);
      expect((await next)?.value.score1).toBe(3);
      await watching.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends every viewer when the bus closes (the server shutting down)', async () => {
    const bus = createInProcessBus();
    const feeds = createLiveFeeds(bus, logger);
    const { read } = upstream();
    const stream = feeds.follow('match:1', read, new AbortController().signal);
    await stream.next();
    const rest = stream.next();
    await bus.close();
    expect((await rest).done).toBe(true);
  });
});
