// Ranks people can trust over HTTP (issue 41), as the app calls them: a regular moved down a rank
// is refused a lower event with the reason of their peak; the event's managers read its screening
// and the player is refused it (403); a verification reaches the profile with who and when, and
// the rank history lists it beside the decision.
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import { tournamentInput } from '../../fixtures/tournament-input';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import type { AppRouter } from '../../src/server/routers';
import { startLocalServer } from '../support/local-server';

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

    await organizer.players.setRank.mutate({
      id: playerId,
      rank: 'G',
      reason: 'Thua liên tiếp ở các giải gần đây',
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
      tournamentId: open.id,
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
    expect(profile.rankChanges[0]?.tournament).toEqual({ id: open.id, name: open.name });
  });
});
