import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server';
import { startLocalServer } from '../support/local-server';
import { playableMatch, sse } from '../support/live';

let server: RunningServer;

beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

describe('live score over server-sent events', () => {
  it('a viewer subscribed over HTTP sees each score posted by the organiser, then catches up after reconnecting', async () => {
    const { asOrganizer, match } = await playableMatch(server.url);
    const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
    const url = `${server.url}/trpc/matches.onUpdate?input=${input}`;

    const viewing = new AbortController();
    const stream = sse(url, viewing.signal);
    const first = await stream.next();
    expect(first.value?.data).toMatchObject({ id: match.id, status: 'scheduled', score1: 0 });

    await asOrganizer.api.matches.start.mutate({ id: match.id });
    expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });
    await asOrganizer.api.matches.score.mutate({ id: match.id, player: 2, delta: 1 });
    const scored = (await stream.next()).value;
    expect(scored?.data).toMatchObject({ score1: 0, score2: 1 });
    expect(scored?.id).toBe(scored?.data.updatedAt);

    // The connection drops; a score is posted meanwhile; reconnecting yields the current state.
    viewing.abort();
    await asOrganizer.api.matches.score.mutate({ id: match.id, player: 2, delta: 1 });
    const again = new AbortController();
    const resumed = await sse(url, again.signal, scored?.id).next();
    expect(resumed.value?.data).toMatchObject({ score2: 2, status: 'finished' });
    again.abort();
  });
});
