// A confirmed carom result corrected by a manager: another finished protocol confirmed over the
// stored one, which changes the winner (or makes the game a draw), re-rates the carom ledger and
// sends the bracket's later matches back to be played; only a manager may, only with a finished
// protocol, and only over the protocol they saw.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ratingChanges, users } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { PROTOCOL_MESSAGES } from '../../../src/app-api/services/matches/match-protocol';
import type { CaromProtocol } from '../../../src/shared/schemas/matches';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  matchRows,
  several,
  startedCaromEvent,
  tournamentWorld,
} from '../../support/tournament-world';

/** Breaker (player 1) runs `first` in inning 1, the opponent `second`: targets are 10. */
const game = (first: number, second: number, penaltyWinner: 1 | 2 | null = null) =>
  ({
    breaker: 1,
    runs: [first, second],
    penaltyWinner,
    extensions: [0, 0],
    current: 0,
  }) as CaromProtocol;

describe.each(databaseTargets())('carom corrections on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  const caromEvent = (players: User[], overrides = {}) =>
    startedCaromEvent(world.db, world.organizer, players, overrides);

  async function played(matchId: number, protocol: CaromProtocol) {
    await matches().start(world.organizer, matchId);
    return matches().recordProtocol(world.organizer, matchId, {
      protocol,
      from: null,
      confirm: true,
    });
  }

  it('turns a confirmed win into a draw: the table, the carom rating and the history follow', async () => {
    // Three players, so that the event is still running after this game.
    const players = await createUsers(world.db, 3);
    const t = await caromEvent(players, { format: 'round_robin', caromDraws: true });
    const row = (await matchRows(world.db, t.id)).find((r) => r.status === 'scheduled');
    if (!row) throw new Error('no match');
    const player = players.find((p) => p.id === row.player1Id);
    if (!player) throw new Error('no player 1');
    const [before] = await world.db.select().from(users).where(eq(users.id, player.id));
    // Recorded 10–5 by mistake: the opponent's equalizing inning was a 10.
    const wrong = await played(row.id, game(10, 5));
    expect(wrong.winnerId).toBe(row.player1Id);

    // Nobody but a manager, and only with a finished protocol over the one they saw.
    const byPlayer = await rejection(
      matches().recordProtocol(player, row.id, {
        protocol: game(10, 10),
        from: game(10, 5),
        confirm: true,
      }),
    );
    expect(byPlayer.status).toBe(403);
    const unfinished = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: game(4, 5),
        from: game(10, 5),
        confirm: true,
      }),
    );
    expect(unfinished.message).toBe(PROTOCOL_MESSAGES.notFinished);
    const stale = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: game(10, 10),
        from: game(10, 4),
        confirm: true,
      }),
    );
    expect(stale.message).toBe(APP_API_MESSAGES.scoreChangedElsewhere);

    const fixed = await matches().recordProtocol(world.organizer, row.id, {
      protocol: game(10, 10),
      from: game(10, 5),
      confirm: true,
    });
    expect(fixed).toMatchObject({ status: 'finished', score1: 10, score2: 10, winnerId: null });
    expect(fixed.carom?.protocol?.runs).toEqual([10, 10]);
    const standings = await tournaments().standings(t.id, null);
    for (const id of [row.player1Id, row.player2Id]) {
      expect(standings.find((s) => s.player.id === id)).toMatchObject({
        played: 1,
        won: 0,
        drawn: 1,
        lost: 0,
        racksWon: 10,
      });
    }
    // Rated again as a draw between equals: nobody moves, and the win's points are given back.
    const changes = await world.db
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.matchId, row.id));
    expect(changes.map((c) => [c.family, c.won, c.delta])).toEqual([
      ['carom', false, 0],
      ['carom', false, 0],
    ]);
    const [after] = await world.db.select().from(users).where(eq(users.id, player.id));
    expect(after?.caromRating).toBe(before?.caromRating);
    expect(after?.rating).toBe(before?.rating);
    // The history says so; a carom change is not reverted from it (its scores hold no protocol).
    const history = await matches().history(row.id, world.organizer);
    expect(history[0]).toMatchObject({
      kind: 'correction',
      from: { score1: 10, score2: 5 },
      to: { score1: 10, score2: 10 },
      revertible: false,
    });
    const revert = await rejection(matches().revert(world.organizer, row.id, history[0]?.id ?? 0));
    expect(revert.message).toBe(APP_API_MESSAGES.caromByProtocol);
  });

  it('gives a semi-final to the other player: the final they had reached is drawn again', async () => {
    const players = await createUsers(world.db, 4);
    const t = await caromEvent(players, { format: 'single_elimination' });
    const semis = (await matchRows(world.db, t.id)).filter((r) => r.status === 'scheduled');
    expect(semis).toHaveLength(2);
    const [first, second] = several(semis, 2);
    await played(first.id, game(10, 3));
    await played(second.id, game(10, 2));
    const final = (await matchRows(world.db, t.id)).find(
      (r) => r.status === 'scheduled' && r.id !== first.id && r.id !== second.id,
    );
    if (!final) throw new Error('no final');
    expect([final.player1Id, final.player2Id]).toContain(first.player1Id);

    // The first semi-final was level after all, and its penalty shots went to player 2.
    const fixed = await matches().recordProtocol(world.organizer, first.id, {
      protocol: game(10, 10, 2),
      from: game(10, 3),
      confirm: true,
    });
    expect(fixed.winnerId).toBe(first.player2Id);
    const [redrawn] = (await matchRows(world.db, t.id)).filter((r) => r.id === final.id);
    expect([redrawn?.player1Id, redrawn?.player2Id]).toContain(first.player2Id);
    expect([redrawn?.player1Id, redrawn?.player2Id]).not.toContain(first.player1Id);
  });
});
