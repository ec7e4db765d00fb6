// Ranks people can trust over HTTP (issue 41), as the app calls them: a regular moved down a rank
// is refused a lower event with the reason of their peak; the event's managers read its screening
// and the player is refused it (403); a verification reaches the profile with who and when, and
// the rank history lists it beside the decision, each naming an event the organiser saw the
// player play; and the upstream itself refuses anyone deciding their own rank.
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import { tournamentInput } from '../../fixtures/tournament-input';
import { APP_API_MESSAGES } from '../../src/app-api/errors';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import type { AppRouter } from '../../src/server/routers';
import type { Operation } from '../../src/shared/permissions';
import { startLocalServer } from '../support/local-server';
import { logIn, viaAppApi, viaTrpc } from '../support/two-doors';

type AppApiRequest = Parameters<typeof viaAppApi>[3];

let server: RunningServer;
beforeAll(async () => {
  server = await startLocalServer();
}, 60_000);
afterAll(() => server?.close());

async function signedIn(username: string, password = DEMO_PLAYER_PASSWORD) {
  const client = createBidaHubClient({ url: server.url });
  await client.login(username, password);
  return client.api;
}

describe('eligibility, screening and verification through the BFF', () => {
  it('refuses with the peak’s reason, screens for the managers only, and verifies', async () => {
    const regular = FIXTURE_PLAYERS.find((p) => p.username === 'lequocbao');
    if (!regular || regular.rank !== 'D') throw new Error('the demo regular of this test');
    const organizer = await signedIn(
      FIXTURE_ACCOUNTS.organizer.username,
      FIXTURE_ACCOUNTS.organizer.password,
    );
    const player = await signedIn(regular.username);
    const me = await player.auth.me.query();
    if (!me) throw new Error('signed in');
    const playerId = me.id;

    // The events the organiser manages that the regular played: what a decision must name.
    const offered = await organizer.players.rankEvents.query({ id: playerId });
    const [seenAt] = offered;
    if (!seenAt) throw new Error('the organiser has seen the regular play nowhere');
    await organizer.players.setRank.mutate({
      id: playerId,
      rank: 'G',
      reason: 'Thua liên tiếp ở các giải gần đây',
      tournamentId: seenAt.id,
    });
    const forF = await organizer.tournaments.create.mutate(
      tournamentInput({ name: `Giải hạng F ${Date.now()}`, maxRank: 'F' }),
    );
    const refused = await player.tournaments.join.mutate({ id: forF.id }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<never>).message).toMatch(
      /^Giải đấu chỉ dành cho cơ thủ hạng F trở xuống; bạn được xét theo hạng D \(điểm cao nhất 90 ngày: \d+, hạng D\)$/,
    );
    const seen = await player.tournaments.get.query({ id: forF.id });
    expect(seen.viewer.eligibility).toMatchObject({ rank: 'D', official: 'G', eligible: false });

    const open = await organizer.tournaments.create.mutate(
      tournamentInput({ name: `Giải mở ${Date.now()}` }),
    );
    await player.tournaments.join.mutate({ id: open.id });
    const screening = await organizer.tournaments.screening.query({ id: open.id });
    expect(screening).toEqual([{ playerId, eligibility: null, flags: expect.any(Array) }]);
    const forbidden = await player.tournaments.screening
      .query({ id: open.id })
      .catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(TRPCClientError);
    expect((forbidden as TRPCClientError<AppRouter>).data?.code).toBe('FORBIDDEN');

    const verified = await organizer.players.setRank.mutate({
      id: playerId,
      rank: 'D',
      reason: 'Đã xem thi đấu cả buổi, đúng hạng D',
      verified: true,
      tournamentId: seenAt.id,
    });
    expect(verified.verified).toMatchObject({
      rank: 'D',
      by: { username: FIXTURE_ACCOUNTS.organizer.username },
    });
    const profile = await createBidaHubClient({ url: server.url }).api.players.get.query({
      id: playerId,
    });
    expect(profile.rankChanges.slice(0, 2).map((c) => [c.kind, c.fromRank, c.toRank])).toEqual([
      ['verified', 'G', 'D'],
      ['decided', 'D', 'G'],
    ]);
    expect(profile.rankChanges[0]?.tournament).toEqual({ id: seenAt.id, name: seenAt.name });
    // An event they joined that has not started is no evidence yet.
    expect(offered.map((e) => e.id)).not.toContain(open.id);
  });
});

describe('a decision on one’s own rank', () => {
  it('is refused by the upstream itself, even naming an event one manages and played', async () => {
    const { organizer: account, player: other } = FIXTURE_ACCOUNTS;
    const organizer = await signedIn(account.username, account.password);
    const me = await organizer.auth.me.query();
    if (!me) throw new Error('signed in');
    // The organiser enters their own event with another player, and starts it.
    const event = await organizer.tournaments.create.mutate(
      tournamentInput({ name: `Giải tự xếp hạng ${Date.now()}`, maxPlayers: 2 }),
    );
    await organizer.tournaments.join.mutate({ id: event.id });
    await (
      await signedIn(other.username, other.password)
    ).tournaments.join.mutate({
      id: event.id,
    });
    await organizer.tournaments.start.mutate({ id: event.id, seeding: 'rating' });
    const before = await organizer.players.get.query({ id: me.id });

    // Straight to where the data lives, past the BFF.
    const token = await logIn(server.url, account.username, account.password);
    const raw = await fetch(`${server.url}/app-api/v1/players/${me.id}/rank`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        rank: 'K',
        reason: 'Tự xác minh hạng của mình',
        verified: true,
        tournament_id: event.id,
      }),
    });
    expect(raw.status).toBe(403);
    expect(((await raw.json()) as { message: string }).message).toBe(APP_API_MESSAGES.rankOwn);
    const after = await organizer.players.get.query({ id: me.id });
    expect([after.rank, after.rankChanges]).toEqual([before.rank, before.rankChanges]);
  });
});

describe('one organiser deciding a rank at the other’s event', () => {
  it('is refused through both doors, started or not, and nothing changes', async () => {
    type Organiser = 'organizer' | 'organizer2';
    const tokens = {} as Record<Organiser, string>;
    for (const who of ['organizer', 'organizer2'] as const) {
      const { username, password } = FIXTURE_ACCOUNTS[who];
      tokens[who] = await logIn(server.url, username, password);
    }
    const dataOf = async <T>(who: Organiser, op: Operation, request: AppApiRequest = {}) =>
      ((await viaAppApi(server.url, op, tokens[who], request)).body as { data: T }).data;
    const failures: string[] = [];
    let tried = 0;
    for (const [owner, actor] of [
      ['organizer', 'organizer2'],
      ['organizer2', 'organizer'],
    ] as const) {
      type Managed = { id: number; status: string; player_count: number };
      const events = await dataOf<Managed[]>(owner, 'tournaments.managing', {
        query: 'per_page=100',
      });
      // Started or not: that the caller manages the event is asked before whether it was played.
      for (const status of ['registration', 'ongoing', 'finished']) {
        const event = events.find((t) => t.status === status && t.player_count > 0);
        if (!event) continue;
        const entrants = await dataOf<{ player: { id: number } }[]>(owner, 'tournaments.players', {
          params: { id: event.id },
        });
        const playerId = entrants[0]?.player.id;
        if (playerId === undefined) continue;
        const profile = () =>
          viaAppApi(server.url, 'players.get', null, { params: { id: playerId } });
        const before = await profile();
        const input = { rank: 'A', reason: 'Xếp hạng ở giải của người khác', verified: true };
        const bff = await viaTrpc(server.url, 'players.setRank', tokens[actor], {
          id: playerId,
          ...input,
          tournamentId: event.id,
        });
        const upstream = await viaAppApi(server.url, 'players.setRank', tokens[actor], {
          params: { id: playerId },
          body: { ...input, tournament_id: event.id },
        });
        tried += 1;
        const said = (upstream.body as { message?: string } | null)?.message;
        const where = `${actor} at ${owner}'s ${status} event ${event.id}`;
        if (
          bff.status !== 403 ||
          upstream.status !== 403 ||
          said !== APP_API_MESSAGES.rankNotManager
        ) {
          failures.push(`${where}: /trpc ${bff.status}, /app-api ${upstream.status} ${said}`);
        }
        if (JSON.stringify(await profile()) !== JSON.stringify(before)) {
          failures.push(`${where}: the player's rank changed`);
        }
      }
    }
    // The first organiser's open, under way and finished events, and the second's open one.
    expect(tried).toBe(4);
    expect(failures).toEqual([]);
  });
});
