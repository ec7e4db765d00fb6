// What every viewer of a tournament reads alike (its bracket, standings and players) costs the
// upstream one read, whoever is signed in: the BFF asks without a token and shares the answer
// until something changes. A draft, which only its managers may see, is still theirs to read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { startServer, type RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy';
import { openTournament, playableMatch } from '../support/live';
import { startLocalServer } from '../support/local-server';

let upstream: RunningServer;
let proxy: CountingProxy;
let bff: RunningServer;

beforeAll(async () => {
  upstream = await startLocalServer({ trustProxy: 'loopback' });
  proxy = await startCountingProxy(upstream.url);
  bff = await startServer({
    port: 0,
    host: '127.0.0.1',
    clientDir: null,
    appApiBaseUrl: proxy.url,
  });
}, 60_000);
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await upstream?.close();
});

/** A client of the BFF signed in as a fixture account, each on a session of its own. */
async function signedIn(account: keyof typeof FIXTURE_ACCOUNTS) {
  const client = createBidaHubClient({ url: bff.url });
  await client.login(FIXTURE_ACCOUNTS[account].username, FIXTURE_ACCOUNTS[account].password);
  return client.api;
}

describe('reads every viewer of a tournament sees alike', () => {
  it('cost one upstream read for signed-in viewers and visitors, and one more after a change', async () => {
    const { asOrganizer, match } = await playableMatch(bff.url);
    const id = match.tournament.id;
    const viewers = [
      asOrganizer.api,
      await signedIn('player'),
      await signedIn('viewer'),
      createBidaHubClient({ url: bff.url }).api,
    ];
    const read = `GET /app-api/v1/tournaments/${id}/bracket`;
    const before = proxy.count(read);
    const brackets = await Promise.all(viewers.map((api) => api.tournaments.bracket.query({ id })));
    expect(new Set(brackets.map((bracket) => JSON.stringify(bracket))).size).toBe(1);
    expect(proxy.count(read) - before).toBe(1);

    // A change (the match starts): every viewer's refetch is one read again, and sees it.
    await asOrganizer.api.matches.start.mutate({ id: match.id });
    const after = await Promise.all(viewers.map((api) => api.tournaments.bracket.query({ id })));
    const statuses = after.map((b) => b.stages[0]?.groups[0]?.rounds[0]?.matches[0]?.status);
    expect(statuses).toEqual(viewers.map(() => 'live'));
    expect(proxy.count(read) - before).toBe(2);

    const standings = `GET /app-api/v1/tournaments/${id}/standings`;
    const standingsBefore = proxy.count(standings);
    await Promise.all(viewers.map((api) => api.tournaments.standings.query({ id })));
    expect(proxy.count(standings) - standingsBefore).toBe(1);
  });

  it('a draft stays its managers’ to read, and hidden from everyone else', async () => {
    const organizer = await signedIn('organizer');
    const draft = await organizer.tournaments.create.mutate({
      ...openTournament(),
      openRegistration: false,
    });
    expect(draft.status).toBe('draft');
    await expect(organizer.tournaments.players.query({ id: draft.id })).resolves.toEqual([]);
    await expect(organizer.tournaments.standings.query({ id: draft.id })).resolves.toBeDefined();
    for (const other of [await signedIn('player'), createBidaHubClient({ url: bff.url }).api]) {
      await expect(other.tournaments.players.query({ id: draft.id })).rejects.toMatchObject({
        data: { code: 'NOT_FOUND' },
      });
    }
  });
});
