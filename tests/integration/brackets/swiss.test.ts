// A Swiss event through the services: each round paired only when the one before is complete,
// nobody meeting an opponent twice, one bye per odd round and never twice to one player, then
// final places by match points and Buchholz.
import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import type { Bracket } from '../../../src/shared/schemas/matches';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  matchRows,
  registerDirectly,
  seededRandom,
  tournamentInput,
  tournamentWorld,
} from '../../support/tournament-world';

describe.each(databaseTargets())('Swiss on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  const pairKey = (a: number | null, b: number | null) => [a, b].sort().join('-');

  /** The Swiss stage's rounds as the bracket shows them: pairs (user ids) and the bye. */
  function roundsOf(bracket: Bracket) {
    const swiss = bracket.stages.find((s) => s.type === 'swiss');
    return (swiss?.groups[0]?.rounds ?? []).map((round) => ({
      label: round.label,
      pairs: round.matches
        .filter((m) => !m.bye)
        .map((m) => pairKey(m.player1?.id ?? null, m.player2?.id ?? null)),
      bye: round.matches.find((m) => m.bye)?.winnerId ?? null,
    }));
  }

  it('plays 4 rounds of 7: paired round by round, no repeats, byes to the lowest without one', async () => {
    const players = await createUsers(world.db, 7);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ format: 'swiss', swissRounds: 4, maxPlayers: 8 }),
    );
    expect(t).toMatchObject({
      swissRounds: 4,
      tiebreaks: ['matchPoints', 'buchholz', 'headToHead', 'rackDifference'],
    });
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const seeds = await tournaments().players(t.id, null);
    const lowestSeed = seeds.find((p) => p.seed === 7)?.player.id;

    const random = seededRandom(20);
    const playRound = async (rows: MatchRow[]) => {
      for (const row of rows) {
        const firstWins = random() < 0.5;
        await matches().recordResult(world.organizer, row.id, {
          score1: firstWins ? row.race1 : Math.floor(random() * row.race1),
          score2: firstWins ? Math.floor(random() * row.race2) : row.race2,
        });
      }
    };

    for (let round = 1; round <= 4; round++) {
      const rounds = roundsOf(await tournaments().bracket(t.id, null));
      // Only the rounds played so far and the one under way exist.
      expect(rounds.map((r) => r.label)).toEqual(
        Array.from({ length: round }, (_, i) => `Vòng ${i + 1}`),
      );
      const current = rounds[round - 1];
      expect(current?.pairs).toHaveLength(3);
      expect(current?.bye).not.toBeNull();
      if (round === 1) expect(current?.bye).toBe(lowestSeed);

      const open = (await matchRows(world.db, t.id)).filter((r) => r.status !== 'finished');
      expect(open.map((r) => r.roundLabel)).toEqual([
        'Vòng ' + round,
        'Vòng ' + round,
        'Vòng ' + round,
      ]);
      // Half the round played: the next one is not paired yet.
      await playRound(open.slice(0, 2));
      expect(roundsOf(await tournaments().bracket(t.id, null))).toHaveLength(round);
      await playRound(open.slice(2));
    }

    const rounds = roundsOf(await tournaments().bracket(t.id, null));
    const allPairs = rounds.flatMap((r) => r.pairs);
    expect(new Set(allPairs).size).toBe(allPairs.length);
    const byes = rounds.map((r) => r.bye);
    expect(new Set(byes).size).toBe(4);

    const final = await tournaments().get(t.id, null);
    expect(final.status).toBe('finished');
    const standings = await tournaments().standings(t.id, null);
    expect(standings.map((s) => s.place)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Every player played 4 rounds: 3 or 4 matches and at most one bye.
    for (const row of standings) expect(row.played).toBe(4);
    // Match points never go up the table.
    const points = standings.map((s) => 2 * s.won);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });

  it('refuses to correct a round once the next one is paired, and more rounds than half the field', async () => {
    const players = await createUsers(world.db, 4);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ format: 'swiss', swissRounds: 2, maxPlayers: 8 }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [first, second] = await matchRows(world.db, t.id);
    if (!first || !second) throw new Error('round 1 has two matches');
    await matches().recordResult(world.organizer, first.id, { score1: first.race1, score2: 0 });
    // Within the round a correction is still fine.
    await matches().correct(world.organizer, first.id, { score1: first.race1, score2: 1 });
    await matches().recordResult(world.organizer, second.id, { score1: 0, score2: second.race2 });
    const late = await rejection(
      matches().correct(world.organizer, first.id, { score1: 0, score2: 3 }),
    );
    expect([late.status, late.message]).toEqual([409, APP_API_MESSAGES.correctionAfterNextRound]);

    const crowded = await tournaments().create(
      world.organizer,
      tournamentInput({ format: 'swiss', swissRounds: 4, maxPlayers: 8 }),
    );
    // Four rounds need seven players: fewer would force rematches (maxSwissRounds).
    await registerDirectly(world.db, crowded.id, await createUsers(world.db, 6));
    const refused = await rejection(
      tournaments().start(world.organizer, crowded.id, { seeding: 'rating' }),
    );
    expect([refused.status, refused.message]).toEqual([
      409,
      'Cần ít nhất 7 người chơi cho 4 vòng Thụy Sĩ',
    ]);
  });

  it('sends the top 4 of 8 to a knockout after 3 rounds, and places the rest by the table', async () => {
    const players = await createUsers(world.db, 8);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ format: 'swiss', swissRounds: 3, swissCut: 4, maxPlayers: 8 }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const random = seededRandom(7);
    const playOpen = async () => {
      const open = (await matchRows(world.db, t.id)).filter((r) => r.status === 'scheduled');
      for (const row of open) {
        const firstWins = random() < 0.6;
        await matches().recordResult(world.organizer, row.id, {
          score1: firstWins ? row.race1 : 1,
          score2: firstWins ? 2 : row.race2,
        });
      }
      return open.length;
    };
    for (let round = 1; round <= 3; round++) expect(await playOpen()).toBe(4);

    // The Swiss table after round 3 decides who goes through, best against fourth.
    const table = await tournaments().standings(t.id, null);
    const top4 = table.slice(0, 4).map((s) => s.player.id);
    const bracket = await tournaments().bracket(t.id, null);
    expect(bracket.stages.map((s) => [s.type, s.name])).toEqual([
      ['swiss', 'Hệ Thụy Sĩ'],
      ['single_elimination', 'Vòng loại trực tiếp'],
    ]);
    const semis = bracket.stages[1]?.groups[0]?.rounds[0]?.matches ?? [];
    expect(semis.map((m) => [m.player1?.id, m.player2?.id])).toEqual([
      [top4[0], top4[3]],
      [top4[1], top4[2]],
    ]);
    const during = await tournaments().standings(t.id, null);
    expect(
      during
        .filter((s) => s.eliminated)
        .map((s) => s.player.id)
        .sort(),
    ).toEqual(
      table
        .slice(4)
        .map((s) => s.player.id)
        .sort(),
    );

    expect(await playOpen()).toBe(2);
    expect(await playOpen()).toBe(1);
    const final = await tournaments().standings(t.id, null);
    expect((await tournaments().get(t.id, null)).status).toBe('finished');
    expect(final.map((s) => s.place)).toEqual([1, 2, 3, 3, 5, 6, 7, 8]);
    expect(new Set(final.slice(0, 4).map((s) => s.player.id))).toEqual(new Set(top4));
    // Below the knockout, the Swiss table's order stands.
    expect(final.slice(4).map((s) => s.player.id)).toEqual(table.slice(4).map((s) => s.player.id));
  });
});
