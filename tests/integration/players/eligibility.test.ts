// Eligibility by peak (issue 41): a rank-limited event judges each player by the highest of their
// official rank, the rank of their peak established rating over its window, and their verified
// rank. A player who loses twenty matches on purpose, and is even moved down a rank, is still
// refused an event below their 90-day peak, with the reason; the event's managers see why each
// registered player is in; a provisional newcomer's lucky swing is no peak.
import { describe, expect, it } from 'vitest';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createConfigService } from '../../../src/app-api/services/config';
import { createPlayerService } from '../../../src/app-api/services/players';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUser,
  createUsers,
  matchRows,
  registerDirectly,
  tournamentInput,
  tournamentWorld,
  winMatch,
} from '../../support/tournament-world';

describe.each(databaseTargets())('eligibility by peak on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments } = world;
  const players = () => createPlayerService(world.db, { config: createConfigService(world.db) });

  /**
   * A two-player final between `a` and `b`, `winner` taking it to the race against nothing: the
   * event, one the organiser manages and both played, which a rank decision may name.
   */
  async function play(a: User, b: User, winner: User) {
    const t = await tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(world.db, t.id, [a, b]);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [final] = await matchRows(world.db, t.id);
    if (!final) throw new Error('no final');
    await winMatch(world, final, final.player1Id === winner.id ? 1 : 2);
    return t;
  }

  /** An event of the organiser’s with `entrants` in it, started (under way): seen playing. */
  async function underWay(...entrants: User[]) {
    const t = await tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(world.db, t.id, entrants);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    return t;
  }

  /** An event for rank F and below, open for registration. */
  const weekly = (fields: { peakWindowDays?: number } = {}) =>
    tournaments().create(
      world.organizer,
      tournamentInput({ maxPlayers: 8, maxRank: 'F', openRegistration: true, ...fields }),
    );

  it('refuses a player who dumped twenty matches an event below their 90-day peak, and says why', async () => {
    // A regular at 650 (rank C), established.
    const dumper = await createUser(world.db, { rank: 'C', rating: 650, ratingDeviation: 50 });
    const [weak] = await createUsers(world.db, 1, { rank: 'H', rating: 400, ratingDeviation: 50 });
    if (!weak) throw new Error('no opponent');
    let last = await play(dumper, weak, weak);
    for (let i = 1; i < 20; i++) last = await play(dumper, weak, weak);
    const profile = await players().get(dumper.id);
    // Twenty losses to a 400 player took the rating far below F (500).
    expect(profile.rating).toBeLessThan(500);
    // An organiser who only sees today's results (the last of those events) even moves the
    // official rank down.
    await players().setRank(world.organizer, dumper.id, {
      rank: 'G',
      reason: 'Thua liên tiếp ở các giải gần đây',
      tournamentId: last.id,
    });

    const event = await weekly();
    const error = await rejection(tournaments().join({ ...dumper, rank: 'G' }, event.id));

    expect(error.status).toBe(409);
    expect(error.message).toMatch(
      /^Giải đấu chỉ dành cho cơ thủ hạng F trở xuống; bạn được xét theo hạng C \(điểm cao nhất 90 ngày: 65\d, hạng C\)$/,
    );
    // The event shows them the same before they try.
    const seen = await tournaments().get(event.id, dumper);
    expect(seen.viewer.eligibility).toMatchObject({ rank: 'C', official: 'G', eligible: false });
    // An event judging by today's ranks only lets them in.
    const todayOnly = await weekly({ peakWindowDays: 0 });
    await expect(tournaments().join(dumper, todayOnly.id)).resolves.toBeDefined();
  });

  it('shows the managers why each registered player is in, and nobody else', async () => {
    const steady = await createUser(world.db, { rank: 'F', rating: 500, ratingDeviation: 50 });
    const event = await weekly();
    await tournaments().join(steady, event.id);

    const [listed] = await tournaments().screening(world.organizer, event.id);
    expect(listed).toMatchObject({
      playerId: steady.id,
      eligibility: { rank: 'F', eligible: true, reason: 'Xét theo hạng chính thức F' },
      flags: [],
    });
    // The managers' only: the player (or anyone else) is refused.
    expect((await rejection(tournaments().screening(steady, event.id))).status).toBe(403);
  });

  it('counts no peak from a provisional newcomer’s lucky swing', async () => {
    const newcomer = await createUser(world.db, { rank: 'G', rating: 450 });
    const [strong] = await createUsers(world.db, 1, {
      rank: 'B',
      rating: 700,
      ratingDeviation: 50,
    });
    if (!strong) throw new Error('no opponent');
    await play(newcomer, strong, newcomer);
    const lifted = await players().get(newcomer.id);
    expect(lifted.rating).toBeGreaterThan(500);
    expect(lifted.provisional).toBe(true);

    const event = await weekly();
    await expect(tournaments().join(newcomer, event.id)).resolves.toBeDefined();
  });

  it('reads at least a verified rank, names who verified it, and lets an event take verified ranks only', async () => {
    const player = await createUser(world.db, { rank: 'F', rating: 500, ratingDeviation: 50 });
    const opponent = await createUser(world.db, { rank: 'F', rating: 500, ratingDeviation: 50 });
    const seen = await underWay(player, opponent);
    // The organiser watched them at that event and vouches for F: the rank may stay.
    const verified = await players().setRank(world.organizer, player.id, {
      rank: 'F',
      reason: 'Xem thi đấu cả buổi, đúng trình hạng F',
      verified: true,
      tournamentId: seen.id,
    });
    expect(verified.verified).toMatchObject({ rank: 'F', by: { id: world.organizer.id } });
    expect(verified.rankChanges[0]).toMatchObject({
      kind: 'verified',
      fromRank: 'F',
      toRank: 'F',
      tournament: { id: seen.id },
    });
    // Someone later moves them down; an event for G and below still reads the verified F.
    await players().setRank(world.organizer, player.id, {
      rank: 'G',
      reason: 'Thua nhiều trận',
      tournamentId: seen.id,
    });
    const forG = await tournaments().create(
      world.organizer,
      tournamentInput({ maxRank: 'G', openRegistration: true, peakWindowDays: 0 }),
    );
    const refused = await rejection(tournaments().join(player, forG.id));
    expect(refused.message).toBe(
      'Giải đấu chỉ dành cho cơ thủ hạng G trở xuống; bạn được xét theo hạng F (hạng đã được xác minh)',
    );

    const verifiedOnly = await tournaments().create(
      world.organizer,
      tournamentInput({ openRegistration: true, verifiedRanksOnly: true }),
    );
    const stranger = await createUser(world.db, { rank: 'F' });
    const unverified = await rejection(tournaments().join(stranger, verifiedOnly.id));
    expect([unverified.status, unverified.message]).toEqual([
      409,
      'Giải chỉ nhận cơ thủ đã được ban tổ chức xác minh hạng',
    ]);
    await expect(tournaments().join(player, verifiedOnly.id)).resolves.toBeDefined();
  });

  it('refuses as evidence an event the player did not play or that has not started, and a plain decision that changes nothing', async () => {
    const player = await createUser(world.db, { rank: 'F' });
    const opponent = await createUser(world.db, { rank: 'F' });
    const elsewhere = await tournaments().create(world.organizer, tournamentInput());
    // Registered, but nobody has seen them play there yet.
    const upcoming = await tournaments().create(world.organizer, tournamentInput());
    await registerDirectly(world.db, upcoming.id, [player, opponent]);
    for (const event of [elsewhere, upcoming]) {
      const notPlayed = await rejection(
        players().setRank(world.organizer, player.id, {
          rank: 'E',
          reason: 'Xem thi đấu ở giải này',
          verified: true,
          tournamentId: event.id,
        }),
      );
      expect([notPlayed.status, notPlayed.message]).toEqual([
        422,
        APP_API_MESSAGES.rankEvidenceNotPlayed,
      ]);
    }
    const played = await underWay(player, opponent);
    const unchanged = await rejection(
      players().setRank(world.organizer, player.id, {
        rank: 'F',
        reason: 'Giữ nguyên hạng',
        tournamentId: played.id,
      }),
    );
    expect([unchanged.status, unchanged.message]).toEqual([422, APP_API_MESSAGES.rankUnchanged]);
    expect((await players().get(player.id)).rankChanges).toEqual([]);
  });

  it('lists the rating’s suggestions in the rank history, beside the decisions', async () => {
    const climber = await createUser(world.db, { rank: 'G', rating: 470 });
    const [strong] = await createUsers(world.db, 1, {
      rank: 'B',
      rating: 700,
      ratingDeviation: 50,
    });
    if (!strong) throw new Error('no opponent');
    await play(climber, strong, climber);
    const profile = await players().get(climber.id);
    const [latest] = profile.rankChanges;
    expect(latest).toMatchObject({ kind: 'suggested', fromRank: 'G', changedBy: null });
    expect(latest?.reason).toMatch(/^Điểm trình độ \d+ sau một trận: gợi ý hạng [A-K]$/);
  });
});
