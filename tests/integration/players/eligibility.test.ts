// Eligibility by peak (issue 41): a rank-limited event judges each player by the highest of their
// official rank, the rank of their peak established rating over its window, and their verified
// rank. A player who loses twenty matches on purpose, and is even moved down a rank, is still
// refused an event below their 90-day peak, with the reason; the event's managers see why each
// registered player is in; a provisional newcomer's lucky swing is no peak.
import { describe, expect, it } from 'vitest';
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

  /** A two-player final between `a` and `b`, `winner` taking it to the race against nothing. */
  async function play(a: User, b: User, winner: User) {
    const t = await tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(world.db, t.id, [a, b]);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [final] = await matchRows(world.db, t.id);
    if (!final) throw new Error('no final');
    await winMatch(world, final, final.player1Id === winner.id ? 1 : 2);
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
    for (let i = 0; i < 20; i++) await play(dumper, weak, weak);
    const profile = await players().get(dumper.id);
    // Twenty losses to a 400 player took the rating far below F (500).
    expect(profile.rating).toBeLessThan(500);
    // An organiser who only sees today's results even moves the official rank down.
    await players().setRank(world.organizer, dumper.id, {
      rank: 'G',
      reason: 'Thua liên tiếp ở các giải gần đây',
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

    const [listed] = await tournaments().players(event.id, world.organizer);
    expect(listed?.eligibility).toMatchObject({
      rank: 'F',
      eligible: true,
      reason: 'Xét theo hạng chính thức F',
    });
    const [publicRow] = await tournaments().players(event.id, null);
    expect(publicRow?.eligibility).toBeNull();
    const [ownRow] = await tournaments().players(event.id, steady);
    expect(ownRow?.eligibility).toBeNull();
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
});
