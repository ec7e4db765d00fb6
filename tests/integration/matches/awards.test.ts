// Results a club can stand behind (issue 40, result types): a manager ends a match unplayed with
// a walkover, a retirement or a disqualification. The bracket moves the winner on, the standings
// count it, and ratings move only for the racks a retirement played.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ratingChanges, type MatchRow } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import { refresh, startedEvent, tournamentWorld } from '../../support/tournament-world';

describe.each(databaseTargets())(
  'walkovers, retirements and disqualifications on $label',
  (target) => {
    const world = tournamentWorld(target);
    const { tournaments, matches } = world;

    const started = (format: Parameters<typeof startedEvent>[1], size: number) =>
      startedEvent(world, format, size);

    /** The first semi-final of a new four-player knockout, under way, player 1 leading 2–1. */
    async function underWayAtTwoOne(): Promise<MatchRow> {
      const { ready } = await started('single_elimination', 4);
      const [first] = await ready();
      if (!first) throw new Error('no match to play');
      await matches().start(world.organizer, first.id);
      for (let i = 0; i < 2; i++)
        await matches().score(world.organizer, first.id, { player: 1, delta: 1 });
      await matches().score(world.organizer, first.id, { player: 2, delta: 1 });
      return first;
    }

    const ratingsOf = async (row: MatchRow) =>
      (await refresh(world.db, [row.player1Id ?? 0, row.player2Id ?? 0])).map((u) => u.rating);

    it('gives a walkover the race to nothing, moves the winner on and rates no one', async () => {
      const { rows, ready } = await started('single_elimination', 4);
      const [first] = await ready();
      if (!first) throw new Error('no match to play');
      const before = await ratingsOf(first);

      const match = await matches().award(world.organizer, first.id, {
        resultType: 'walkover',
        winner: 2,
      });

      expect(match).toMatchObject({
        status: 'finished',
        resultType: 'walkover',
        winnerId: first.player2Id,
        score1: 0,
        score2: first.race2,
      });
      expect(await ratingsOf(first)).toEqual(before);
      const [decided] = await matches().history(first.id, world.organizer);
      expect(decided).toMatchObject({
        kind: 'result',
        resultType: 'walkover',
        to: { score1: 0, score2: first.race2 },
        actor: { id: world.organizer.id },
      });
      const final = (await rows()).find((r) => r.roundLabel === 'Chung kết');
      expect([final?.player1Id, final?.player2Id]).toContain(first.player2Id);
    });

    it('keeps the score of a retirement, gives the match to the other player and rates its racks', async () => {
      const first = await underWayAtTwoOne();
      const before = await ratingsOf(first);

      // Player 1 leads 2–1 and cannot go on: player 2 wins, the racks played stand.
      const match = await matches().award(world.organizer, first.id, {
        resultType: 'retired',
        winner: 2,
      });

      expect(match).toMatchObject({
        status: 'finished',
        resultType: 'retired',
        winnerId: first.player2Id,
        score1: 2,
        score2: 1,
      });
      const after = await ratingsOf(first);
      expect(after).not.toEqual(before);
    });

    it('counts a disqualification in a round robin as the other player’s win, unrated', async () => {
      const { t, ready } = await started('round_robin', 3);
      const [first] = await ready();
      if (!first) throw new Error('no match to play');
      const before = await ratingsOf(first);

      await matches().award(world.organizer, first.id, { resultType: 'disqualified', winner: 1 });

      expect(await ratingsOf(first)).toEqual(before);
      const table = await tournaments().standings(t.id, null);
      const winner = table.find((s) => s.player.id === first.player1Id);
      const loser = table.find((s) => s.player.id === first.player2Id);
      expect(winner).toMatchObject({ won: 1, lost: 0 });
      expect(loser).toMatchObject({ won: 0, lost: 1 });
    });

    it('turns every later match of a player disqualified from the event into a walkover', async () => {
      const { t, rows, ready } = await started('round_robin', 4);
      const [first] = await ready();
      if (!first?.player1Id) throw new Error('no match to play');
      const out = first.player1Id;

      await matches().award(world.organizer, first.id, {
        resultType: 'disqualified',
        winner: 2,
        fromEvent: true,
      });

      // Their three matches are decided, each won by the opponent; nobody else's is.
      const theirs = (await rows()).filter((r) => r.player1Id === out || r.player2Id === out);
      expect(theirs).toHaveLength(3);
      expect(theirs.every((r) => r.status === 'finished' && r.winnerId !== out)).toBe(true);
      expect(theirs.map((r) => r.resultType).sort()).toEqual([
        'disqualified',
        'walkover',
        'walkover',
      ]);
      const others = (await rows()).filter((r) => r.player1Id !== out && r.player2Id !== out);
      expect(others.every((r) => r.status !== 'finished')).toBe(true);
      const table = await tournaments().standings(t.id, null);
      expect(table.find((s) => s.player.id === out)).toMatchObject({ won: 0, lost: 3 });
    });

    it('gives a disqualified player’s losers-bracket match away once its opponent is known', async () => {
      const { rows, ready } = await started('double_elimination', 4);
      const [semi1, semi2] = await ready();
      if (!semi1?.player1Id || !semi2) throw new Error('a double elimination of 4 has two semis');
      const out = semi1.player1Id;
      await matches().award(world.organizer, semi1.id, {
        resultType: 'disqualified',
        winner: 2,
        fromEvent: true,
      });
      // The losers bracket's first match waits for the other semi-final's loser…
      await matches().recordResult(world.organizer, semi2.id, {
        score1: semi2.race1,
        score2: 1,
      });
      // …and, once known, wins it by walkover.
      const lower = (await rows()).find(
        (r) => (r.player1Id === out || r.player2Id === out) && r.id !== semi1.id,
      );
      expect(lower).toMatchObject({
        status: 'finished',
        resultType: 'walkover',
        winnerId: semi2.player2Id,
      });
    });

    it('keeps a disqualification from the event for disqualifications', async () => {
      const { ready } = await started('single_elimination', 4);
      const [first] = await ready();
      if (!first) throw new Error('no match to play');
      const refused = await rejection(
        matches().award(world.organizer, first.id, {
          resultType: 'walkover',
          winner: 1,
          fromEvent: true,
        }),
      );
      expect(refused.status).toBe(422);
      expect(refused.errors).toEqual({
        from_event: [APP_API_MESSAGES.fromEventNotDisqualified],
      });
    });

    it('refuses what does not fit the match, and anyone but its managers', async () => {
      const { players, ready } = await started('single_elimination', 4);
      const [first, second] = await ready();
      if (!first || !second) throw new Error('no matches to play');

      const retiredUnstarted = await rejection(
        matches().award(world.organizer, first.id, { resultType: 'retired', winner: 1 }),
      );
      expect(retiredUnstarted.status).toBe(409);
      expect(retiredUnstarted.message).toBe(APP_API_MESSAGES.retiredBeforeStart);

      await matches().start(world.organizer, second.id);
      const walkoverStarted = await rejection(
        matches().award(world.organizer, second.id, { resultType: 'walkover', winner: 1 }),
      );
      expect(walkoverStarted.message).toBe(APP_API_MESSAGES.walkoverAfterStart);

      const player = players.find((p) => p.id === first.player1Id) as User;
      const byPlayer = await rejection(
        matches().award(player, first.id, { resultType: 'walkover', winner: 1 }),
      );
      expect(byPlayer.status).toBe(403);

      await matches().award(world.organizer, first.id, { resultType: 'walkover', winner: 1 });
      const twice = await rejection(
        matches().award(world.organizer, first.id, { resultType: 'walkover', winner: 1 }),
      );
      expect(twice.message).toBe(APP_API_MESSAGES.matchFinished);
    });

    it('becomes a played result again when a manager corrects the score', async () => {
      const { ready } = await started('single_elimination', 4);
      const [first] = await ready();
      if (!first) throw new Error('no match to play');
      await matches().award(world.organizer, first.id, { resultType: 'walkover', winner: 1 });

      const corrected = await matches().correct(world.organizer, first.id, {
        score1: first.race1,
        score2: 2,
      });

      expect(corrected).toMatchObject({ resultType: 'played', score1: first.race1, score2: 2 });
      // Played after all: the ratings count it now, as they would have then.
      const rated = await world.db
        .select()
        .from(ratingChanges)
        .where(eq(ratingChanges.matchId, first.id));
      expect(rated.map((r) => r.racksWon).sort()).toEqual([2, first.race1].sort());
    });

    const revertLatest = async (id: number) => {
      const latest = (await matches().history(id, world.organizer)).find((e) => e.revertible);
      if (!latest) throw new Error('nothing to revert');
      return matches().revert(world.organizer, id, latest.id);
    };
    const ratedRacks = async (id: number) =>
      (await world.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, id)))
        .map((r) => r.racksWon)
        .sort();

    it('comes back as it was awarded when its correction is reverted: winner, type and rating', async () => {
      const first = await underWayAtTwoOne();
      // Player 1 retired leading 2–1; a correction made it player 1's win, then was undone.
      await matches().award(world.organizer, first.id, { resultType: 'retired', winner: 2 });
      await matches().correct(world.organizer, first.id, { score1: first.race1, score2: 1 });

      const reverted = await revertLatest(first.id);

      expect(reverted).toMatchObject({
        resultType: 'retired',
        winnerId: first.player2Id,
        score1: 2,
        score2: 1,
      });
      expect(await ratedRacks(first.id)).toEqual([1, 2]);
      const [undo] = await matches().history(first.id, null);
      expect(undo).toMatchObject({ kind: 'revert', resultType: 'retired' });
    });

    it('brings a walkover back unrated when the correction that rated it is reverted', async () => {
      const { ready } = await started('single_elimination', 4);
      const [first] = await ready();
      if (!first) throw new Error('no match to play');
      await matches().award(world.organizer, first.id, { resultType: 'walkover', winner: 1 });
      await matches().correct(world.organizer, first.id, { score1: 1, score2: first.race2 });
      expect(await ratedRacks(first.id)).toEqual([1, first.race2].sort());

      const reverted = await revertLatest(first.id);

      expect(reverted).toMatchObject({
        resultType: 'walkover',
        winnerId: first.player1Id,
        score1: first.race1,
        score2: 0,
      });
      expect(await ratedRacks(first.id)).toEqual([]);
    });
  },
);
