import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import type { Match } from '../../src/shared/schemas/matches';
import { startServer, type RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'memory://',
    clientDir: null,
  });
});
afterAll(() => server.close());

/** Reads a tRPC SSE stream and hands over each data message with its event id. */
async function* sse(url: string, signal: AbortSignal, lastEventId?: string) {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(url, { headers, signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [
            line.slice(0, line.indexOf(':')),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      if (fields.data && !fields.event) {
        yield { id: fields.id, data: (JSON.parse(fields.data) as { json: Match }).json };
      }
    }
  }
}

async function playableMatch() {
  const asOrganizer = createBidaHubClient({ url: server.url });
  await asOrganizer.login(organizer.username, organizer.password);
  const tournament = await asOrganizer.api.tournaments.create.mutate({
    name: 'Giải trực tiếp qua SSE',
    description: '',
    game: '8-ball',
    format: 'single_elimination',
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    storeId: null,
    maxPlayers: 4,
    entryFee: 0,
    minRank: null,
    maxRank: null,
    raceTo: { early: 2, quarterFinal: 2, semiFinal: 2, final: 2 },
    handicap: false,
    thirdPlaceMatch: false,
    groupCount: null,
    advancePerGroup: null,
    prizes: [],
    openRegistration: true,
  });
  for (const account of [player, viewer]) {
    const client = createBidaHubClient({ url: server.url });
    await client.login(account.username, account.password);
    await client.api.tournaments.join.mutate({ id: tournament.id });
  }
  await asOrganizer.api.tournaments.start.mutate({ id: tournament.id, seeding: 'rating' });
  const [match] = await asOrganizer.api.tournaments.matches.query({ id: tournament.id });
  return { asOrganizer, match: match as Match };
}

describe('live score over server-sent events', () => {
  it('a viewer subscribed over HTTP sees each score posted by the organiser, then catches up after reconnecting', async () => {
    const { asOrganizer, match } = await playableMatch();
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
