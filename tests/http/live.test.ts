import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { createBidaHubClient } from '../../src/server/typed-client';
import type { RunningServer } from '../../src/server/server';
import { startLocalServer } from '../support/local-server';
import { openTournament, playableMatch, sse } from '../support/live';

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
    // What every viewer sees alike: no viewer's rights.
    expect(first.value?.data).not.toHaveProperty('viewer');

    await asOrganizer.api.matches.start.mutate({ id: match.id });
    expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });
    await asOrganizer.api.matches.score.mutate({ id: match.id, player: 2, delta: 1 });
    const scored = (await stream.next()).value;
    expect(scored?.data).toMatchObject({ score1: 0, score2: 1 });
    expect(scored?.id).toMatch(/^[\w-]{16}$/);

    // The connection drops; a score is posted meanwhile; reconnecting yields the current state.
    viewing.abort();
    await asOrganizer.api.matches.score.mutate({ id: match.id, player: 2, delta: 1 });
    const again = new AbortController();
    const resumed = await sse(url, again.signal, scored?.id).next();
    expect(resumed.value?.data).toMatchObject({ score2: 2, status: 'finished' });
    again.abort();
  });

  it('a viewer resuming with the last state it was sent is sent only what changes after', async () => {
    const { asOrganizer, match } = await playableMatch(server.url);
    const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
    const url = `${server.url}/trpc/matches.onUpdate?input=${input}`;
    const first = new AbortController();
    const seen = (await sse(url, first.signal).next()).value;
    first.abort();

    const again = new AbortController();
    const resumed = sse(url, again.signal, seen?.id);
    const next = resumed.next();
    await asOrganizer.api.matches.start.mutate({ id: match.id });
    // Its first event is the start, not the state it already had.
    expect((await next).value?.data).toMatchObject({ status: 'live' });
    again.abort();
  });

  it('a tournament viewer reconnecting after no change is not told to refetch, and is after one', async () => {
    const { asOrganizer, match } = await playableMatch(server.url);
    const input = encodeURIComponent(JSON.stringify({ json: { id: match.tournament.id } }));
    const url = `${server.url}/trpc/tournaments.onChange?input=${input}`;
    // A viewer that stays keeps the topic followed, as a page left open in the club does.
    const staying = new AbortController();
    const stay = sse(url, staying.signal);
    const opened = (await stay.next()).value;

    const quiet = new AbortController();
    const resumed = sse(url, quiet.signal, opened?.id);
    const told = resumed.next();
    await asOrganizer.api.matches.start.mutate({ id: match.id });
    const change = (await told).value;
    expect(change?.id).not.toBe(opened?.id);
    expect((await stay.next()).value?.id).toBe(change?.id);
    quiet.abort();

    // Reconnecting with an id from before that change: told at once.
    const late = new AbortController();
    expect((await sse(url, late.signal, opened?.id).next()).value?.id).toBe(change?.id);
    late.abort();
    staying.abort();
  });

  it("a club table's stream follows whichever match is on that table", async () => {
    const [store] = await createBidaHubClient({ url: server.url }).api.stores.list.query();
    if (!store) throw new Error('the demo has clubs');
    const { asOrganizer, match } = await playableMatch(server.url, { storeId: store.id });
    // A table number the demo's own events at the club do not use.
    const input = encodeURIComponent(JSON.stringify({ json: { id: store.id, table: 60 } }));
    const viewing = new AbortController();
    const stream = sse(`${server.url}/trpc/matches.onTable?input=${input}`, viewing.signal);
    expect((await stream.next()).value?.data).toBeNull();

    await asOrganizer.api.matches.assign.mutate({ id: match.id, tableLabel: 'Bàn 60' });
    expect((await stream.next()).value?.data).toMatchObject({ id: match.id, status: 'scheduled' });
    await asOrganizer.api.matches.start.mutate({ id: match.id });
    expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });
    await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
    expect((await stream.next()).value?.data).toMatchObject({ score1: 1 });
    // Finished, the match leaves the table, which is free again.
    await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
    expect((await stream.next()).value?.data).toBeNull();
    viewing.abort();
  });

  it('the viewers of a final under way see it start over when a semi-final is corrected', async () => {
    const { organizer, player, viewer, operator, organizer2 } = FIXTURE_ACCOUNTS;
    const asOrganizer = createBidaHubClient({ url: server.url });
    await asOrganizer.login(organizer.username, organizer.password);
    const tournament = await asOrganizer.api.tournaments.create.mutate({
      ...openTournament(),
      maxPlayers: 4,
    });
    for (const account of [player, viewer, operator, organizer2]) {
      const client = createBidaHubClient({ url: server.url });
      await client.login(account.username, account.password);
      await client.api.tournaments.join.mutate({ id: tournament.id });
    }
    await asOrganizer.api.tournaments.start.mutate({ id: tournament.id, seeding: 'rating' });
    const [semi1, semi2, final] = await asOrganizer.api.tournaments.matches.query({
      id: tournament.id,
    });
    if (!semi1 || !semi2 || !final) throw new Error('a four-player knockout has three matches');
    for (const semi of [semi1, semi2]) {
      await asOrganizer.api.matches.report.mutate({ id: semi.id, score1: semi.race1, score2: 0 });
    }
    await asOrganizer.api.matches.start.mutate({ id: final.id });

    const input = encodeURIComponent(JSON.stringify({ json: { id: final.id } }));
    const viewing = new AbortController();
    const stream = sse(`${server.url}/trpc/matches.onUpdate?input=${input}`, viewing.signal);
    expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });
    await asOrganizer.api.matches.correct.mutate({ id: semi1.id, score1: 0, score2: semi1.race2 });
    const reset = (await stream.next()).value?.data;
    expect(reset).toMatchObject({ status: 'scheduled', score1: 0, score2: 0 });
    expect([reset?.player1?.id, reset?.player2?.id]).toContain(semi1.player2?.id);
    viewing.abort();
  });
});

describe('the live streams’ watchdog', () => {
  it('tells the client to reconnect after 5 s of silence, and beats well within it', async () => {
    const { match } = await playableMatch(server.url);
    const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
    const listening = new AbortController();
    const response = await fetch(`${server.url}/trpc/matches.onUpdate?input=${input}`, {
      headers: { accept: 'text/event-stream' },
      signal: listening.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The connected event (with the client's options), the match, then a heartbeat.
    while (!text.includes('event: ping')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    listening.abort();
    const connected = /event: connected\ndata: (.*)\n/.exec(text)?.[1];
    expect(JSON.parse(connected ?? '{}')).toMatchObject({ reconnectAfterInactivityMs: 5000 });
    expect(text).toContain('event: ping');
  });
});
