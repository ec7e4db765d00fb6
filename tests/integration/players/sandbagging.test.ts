// Sandbagging signals (issue 41): a regular who dumps twenty matches to a much weaker player is
// flagged to the managers of the next event they enter (their fall from the 90-day peak, and the
// losses to weaker players), with figures and matches and the rank the figures suggest; a
// low-ranked player who plays an event far above their rank is flagged too. Nobody but the
// managers sees a flag, and no flag changes a rank.
import { describe, expect, it } from 'vitest';
import { createConfigService } from '../../../src/app-api/services/config';
import { createPlayerService } from '../../../src/app-api/services/players';
import { performanceRating } from '../../../src/app-api/services/players/sandbagging';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUser,
  matchRows,
  registerDirectly,
  tournamentInput,
  tournamentWorld,
  winMatch,
} from '../../support/tournament-world';

describe('performanceRating', () => {
  it('is the opponents’ mean at even racks, and as far above for 7–3 as below for 3–7', () => {
    expect(performanceRating(600, 5, 5)).toBe(600);
    const up = performanceRating(600, 7, 3) - 600;
    expect(up).toBeGreaterThan(100);
    expect(performanceRating(600, 3, 7) - 600).toBeCloseTo(-up, 9);
    // A whitewash is finite: half a rack each side keeps 9–0 from infinity.
    expect(performanceRating(600, 9, 0)).toBeCloseTo(600 + 100 * Math.log2(19), 9);
  });
});

describe.each(databaseTargets())('sandbagging signals on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments } = world;
  const players = () => createPlayerService(world.db, { config: createConfigService(world.db) });

  /** A two-player final, `winner` taking it against `loserRacks`: the organiser's event. */
  async function play(a: User, b: User, winner: User, loserRacks = 0) {
    const t = await tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(world.db, t.id, [a, b]);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [final] = await matchRows(world.db, t.id);
    if (!final) throw new Error('no final');
    await winMatch(world, final, final.player1Id === winner.id ? 1 : 2, loserRacks);
    return t;
  }

  it('flags a player who dumped twenty matches to the managers of the event they enter', async () => {
    const dumper = await createUser(world.db, { rank: 'C', rating: 650, ratingDeviation: 50 });
    const weak = await createUser(world.db, { rank: 'H', rating: 400, ratingDeviation: 50 });
    let last = await play(dumper, weak, weak);
    for (let i = 1; i < 20; i++) last = await play(dumper, weak, weak);
    const fallen = await players().get(dumper.id);
    // The organiser moves them down on what they saw at the last of those events.
    await players().setRank(world.organizer, dumper.id, {
      rank: 'G',
      reason: 'Thua nhiều trận',
      tournamentId: last.id,
    });

    // An event anyone may join: they get in, and its managers see why to look closer.
    const open = await tournaments().create(
      world.organizer,
      tournamentInput({ openRegistration: true }),
    );
    await tournaments().join({ ...dumper, rank: 'G' }, open.id);
    const [row] = await tournaments().screening(world.organizer, open.id);

    const signals = row?.flags.map((f) => f.signal).sort();
    expect(signals).toEqual(['fall', 'weak_losses']);
    const fall = row?.flags.find((f) => f.signal === 'fall');
    expect(fall?.evidence).toBe(
      `Điểm trình độ giảm từ 650 xuống ${Math.round(fallen.rating)} trong 90 ngày`,
    );
    expect(fall?.suggestedRank).toBe('C');
    expect(fall?.matches).toHaveLength(10);
    const losses = row?.flags.find((f) => f.signal === 'weak_losses');
    expect(losses?.matches.length).toBeGreaterThanOrEqual(3);
    expect(losses?.matches[0]?.label).toMatch(/^Thua Cơ thủ \d+ 0–\d$/);
    // Nobody else sees it, the player least of all; their rank is what the organiser set.
    expect((await rejection(tournaments().screening(dumper, open.id))).status).toBe(403);
    expect((await players().get(dumper.id)).rank).toBe('G');
  });

  it('flags an event played two ranks or more above the official rank', async () => {
    const hidden = await createUser(world.db, { rank: 'G', rating: 450, ratingDeviation: 50 });
    const [a, b, c] = await Promise.all([
      createUser(world.db, { rank: 'D', rating: 600, ratingDeviation: 50 }),
      createUser(world.db, { rank: 'D', rating: 600, ratingDeviation: 50 }),
      createUser(world.db, { rank: 'D', rating: 600, ratingDeviation: 50 }),
    ]);
    // A round robin of four, won 3–0 in every match by the G player.
    const event = await tournaments().create(
      world.organizer,
      tournamentInput({ format: 'round_robin', maxPlayers: 4 }),
    );
    await registerDirectly(world.db, event.id, [hidden, a, b, c]);
    await tournaments().start(world.organizer, event.id, { seeding: 'rating' });
    for (const row of await matchRows(world.db, event.id)) {
      if (row.player1Id === null || row.player2Id === null) continue;
      const hiddenSide = row.player1Id === hidden.id ? 1 : row.player2Id === hidden.id ? 2 : null;
      await winMatch(world, row, hiddenSide ?? 1, 0);
    }

    const [flagged] = (await tournaments().screening(world.organizer, event.id)).filter(
      (p) => p.playerId === hidden.id,
    );
    const performance = flagged?.flags.find((f) => f.signal === 'performance');
    expect(performance?.evidence).toMatch(
      /^Thi đấu ở mức \d+ điểm \(hạng [A-D]\) tại .+: 9–0 ván trước đối thủ trung bình \d+ điểm; hạng chính thức G$/,
    );
    expect(performance?.matches).toHaveLength(3);
  });
});
