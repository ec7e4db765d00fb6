// Head-to-head (issue 41, item 5): two players' finished meetings per game family, the last of
// them, what the handicap formula makes of a pool match between them today, and a carom rating
// only for a player rated in carom.
import { describe, expect, it } from 'vitest';
import type { CaromProtocol } from '../../../src/shared/schemas/matches';
import type { User } from '../../../src/shared/schemas/user';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createConfigService } from '../../../src/app-api/services/config';
import { createPlayerService } from '../../../src/app-api/services/players';
import { MESSAGES } from '../../../src/shared/messages';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  matchRows,
  registerDirectly,
  startedCaromEvent,
  tournamentInput,
  tournamentWorld,
  winMatch,
} from '../../support/tournament-world';

describe.each(databaseTargets())('head-to-head on $label', (target) => {
  const world = tournamentWorld(target);
  const players = () => createPlayerService(world.db, { config: createConfigService(world.db) });

  /** A started two-player knockout between `a` and `b`: its one match. */
  async function finalBetween(a: User, b: User) {
    const t = await world.tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(world.db, t.id, [a, b]);
    await world.tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('a two-player knockout has its final');
    return row;
  }

  it("counts each player's wins and racks, leaves a walkover's score out, and lists the meetings newest first", async () => {
    const [strong, weak] = await createUsers(world.db, 2);
    if (!strong || !weak) throw new Error('two players');
    // The stronger (higher rated, side 1 by seeding) wins the first final 2 racks down…
    const first = await finalBetween(strong, weak);
    await winMatch(world, first, first.player1Id === strong.id ? 1 : 2, 2);
    // … and loses the second by walkover: a result, but no racks played.
    const second = await finalBetween(strong, weak);
    await world.matches().award(world.organizer, second.id, {
      resultType: 'walkover',
      winner: second.player1Id === weak.id ? 1 : 2,
    });

    const versus = await players().headToHead({ id: strong.id, opponent: weak.id }, null);
    expect(versus.player).toMatchObject({ id: strong.id, fullName: strong.fullName });
    expect(versus.opponent).toMatchObject({ id: weak.id });
    const race = first.player1Id === strong.id ? first.race1 : first.race2;
    expect(versus.records).toEqual([
      { family: 'pool', matches: 2, wins: [1, 1], draws: 0, scored: [race, 2] },
      { family: 'carom', matches: 0, wins: [0, 0], draws: 0, scored: [0, 0] },
    ]);
    expect(versus.meetings.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(versus.meetings[0]).toMatchObject({ resultType: 'walkover', winnerId: weak.id });

    // From the other side, the same figures mirrored.
    const mirrored = await players().headToHead({ id: weak.id, opponent: strong.id }, null);
    expect(mirrored.records[0]).toMatchObject({ wins: [1, 1], scored: [2, race] });
  });

  it('gives the stronger player the better chance over an even race, and a fair race that brings it closer to even', async () => {
    const [strong] = await createUsers(world.db, 1, { rating: 900 });
    const [weak] = await createUsers(world.db, 1, { rating: 600 });
    if (!strong || !weak) throw new Error('two players');
    const { pool } = await players().headToHead({ id: strong.id, opponent: weak.id }, null);
    expect(pool.evenRaceWinProbability).toBeGreaterThan(0.9);
    const [race, weakerRace] = pool.fairRace;
    expect(race).toBe(pool.raceTo);
    expect(weakerRace).toBeLessThan(race);
    expect(Math.abs(pool.fairRaceWinProbability - 0.5)).toBeLessThan(
      Math.abs(pool.evenRaceWinProbability - 0.5),
    );

    const other = await players().headToHead({ id: weak.id, opponent: strong.id }, null);
    expect(other.pool.evenRaceWinProbability).toBeCloseTo(1 - pool.evenRaceWinProbability, 9);
    expect(other.pool.fairRace).toEqual([weakerRace, race]);
    // They never met: no meeting, every record empty.
    expect(other.meetings).toEqual([]);
    expect(other.records.every((r) => r.matches === 0)).toBe(true);
  });

  it('shows a carom rating only for a player with a rated carom match (issue 56)', async () => {
    const [caromist, other, poolist] = await createUsers(world.db, 3);
    if (!caromist || !other || !poolist) throw new Error('three players');
    // One three-cushion game to 10: the breaker runs 3, 4 and 3; the other 1, 0 and 2.
    const t = await startedCaromEvent(world.db, world.organizer, [caromist, other]);
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('a two-player round robin has its game');
    await world.matches().start(world.organizer, row.id);
    const protocol: CaromProtocol = {
      breaker: row.player1Id === caromist.id ? 1 : 2,
      runs: [3, 1, 4, 0, 3, 2],
      penaltyWinner: null,
      extensions: [0, 0],
      current: 0,
    };
    const done = await world
      .matches()
      .recordProtocol(world.organizer, row.id, { protocol, from: null, confirm: true });
    expect(done.status).toBe('finished');

    const versus = await players().headToHead({ id: caromist.id, opponent: poolist.id }, null);
    expect(versus.player.caromRating).toEqual(expect.any(Number));
    expect(versus.player.caromRating).not.toBe(300);
    // Never rated in carom: no figure, rather than the 300 every carom rating starts at.
    expect(versus.opponent.caromRating).toBeNull();
  });

  it('refuses a player against themselves, and an unknown player', async () => {
    const [player] = await createUsers(world.db, 1);
    if (!player) throw new Error('a player');
    const self = await rejection(
      players().headToHead({ id: player.id, opponent: player.id }, null),
    );
    expect(self.status).toBe(422);
    expect(self.message).toBe(MESSAGES.sameOpponent);
    const unknown = await rejection(
      players().headToHead({ id: player.id, opponent: 987_654 }, null),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe(APP_API_MESSAGES.playerNotFound);
  });
});
