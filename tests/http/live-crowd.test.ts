// A crowd watching one match costs the upstream one read per change, on one BFF instance and on
// two sharing Redis (one each). The BFFs reach the upstream (a server of its own, as in a
// deployment) through a proxy that counts what they ask.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../src/shared/schemas/matches';
import { startServer, type RunningServer } from '../../src/server/server';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy';
import { playableMatch, sse } from '../support/live';
import { startLocalServer } from '../support/local-server';

const redisUrl = process.env.TEST_REDIS_URL;
const VIEWERS = 120;

let upstream: RunningServer;
let proxy: CountingProxy;

beforeAll(async () => {
  // The BFFs forward their clients' addresses, as to any upstream behind them.
  upstream = await startLocalServer({ trustProxy: 'loopback' });
  proxy = await startCountingProxy(upstream.url);
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
});

/** A BFF with no database of its own, on the counted upstream. */
const startBff = (redis?: { url: string; namespace: string }) =>
  startServer({
    port: 0,
    host: '127.0.0.1',
    clientDir: null,
    appApiBaseUrl: proxy.url,
    redisUrl: redis?.url,
    redisNamespace: redis?.namespace,
  });

/** `count` viewers of `match` on `server`, each past its first state; their streams. */
async function crowd(server: RunningServer, match: Match, count: number, signal: AbortSignal) {
  const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
  const streams = Array.from({ length: count }, () =>
    sse(`${server.url}/trpc/matches.onUpdate?input=${input}`, signal),
  );
  const first = await Promise.all(streams.map((stream) => stream.next()));
  expect(first.every((event) => event.value?.data.id === match.id)).toBe(true);
  return streams;
}

async function everyoneSees(streams: Awaited<ReturnType<typeof crowd>>, score1: number) {
  const next = await Promise.all(streams.map((stream) => stream.next()));
  expect(next.map((event) => event.value?.data.score1)).toEqual(streams.map(() => score1));
}

describe('a crowd watching one match', () => {
  it(`${VIEWERS} viewers on one instance cost one upstream read per change`, async () => {
    const bff = await startBff();
    const watching = new AbortController();
    try {
      const { asOrganizer, match } = await playableMatch(bff.url);
      await asOrganizer.api.matches.start.mutate({ id: match.id });
      const read = `GET /app-api/v1/matches/${match.id}`;
      const before = proxy.count(read);
      const streams = await crowd(bff, match, VIEWERS, watching.signal);
      // The crowd arriving is one read (or two, should a viewer come while the first is out).
      expect(proxy.count(read) - before).toBeLessThanOrEqual(2);

      const connected = proxy.count(read);
      await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
      await everyoneSees(streams, 1);
      expect(proxy.count(read) - connected).toBe(1);
    } finally {
      watching.abort();
      await bff.close();
    }
  });

  if (redisUrl)
    it('two instances over Redis: every viewer on both sees the score, one read per instance', async () => {
      const redis = { url: redisUrl, namespace: `bidahub-test-${randomBytes(6).toString('hex')}` };
      const [first, second] = [await startBff(redis), await startBff(redis)];
      const watching = new AbortController();
      try {
        const { asOrganizer, match } = await playableMatch(first.url);
        await asOrganizer.api.matches.start.mutate({ id: match.id });
        const onFirst = await crowd(first, match, VIEWERS / 2, watching.signal);
        const onSecond = await crowd(second, match, VIEWERS / 2, watching.signal);
        const read = `GET /app-api/v1/matches/${match.id}`;
        const connected = proxy.count(read);

        await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
        await Promise.all([everyoneSees(onFirst, 1), everyoneSees(onSecond, 1)]);
        expect(proxy.count(read) - connected).toBe(2);
      } finally {
        watching.abort();
        await Promise.all([first.close(), second.close()]);
      }
    });
});
