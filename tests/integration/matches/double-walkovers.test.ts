// A double walkover (issue 40): neither player came to the table. Nobody wins: a table counts it
// lost by both, a knockout moves the next opponent on by a bye, and no rating moves.
import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { awardMatchInput } from '../../../src/shared/schemas/matches';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import { refresh, startedEvent, tournamentWorld } from '../../support/tournament-world';

describe.each(databaseTargets())('double walkovers on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  const ratingsOf = async (row: MatchRow) =>
    (await refresh(world.db, [row.player1Id ?? 0, row.player2Id ?? 0])).map((u) => u.rating);

  it('counts a round robin’s double walkover as lost by both, 0–0 and unrated', async () => {
    const { t, ready } = await startedEvent(world, 'round_robin', 3);
    const [first] = await ready();
    if (!first) throw new Error('no match to play');
    const before = await ratingsOf(first);

    const match = await matches().award(world.organizer, first.id, {
      resultType: 'double_walkover',
    });

    expect(match).toMatchObject({
      status: 'finished',
      resultType: 'double_walkover',
      winnerId: null,
      score1: 0,
      score2: 0,
    });
    expect(await ratingsOf(first)).toEqual(before);
    const [decided] = await matches().history(first.id, world.organizer);
    expect(decided).toMatchObject({ kind: 'result', resultType: 'double_walkover' });
    const table = await tournaments().standings(t.id, null);
    for (const id of [first.player1Id, first.player2Id]) {
      expect(table.find((s) => s.player.id === id)).toMatchObject({
        played: 1,
        won: 0,
        drawn: 0,
        lost: 1,
      });
    }
  });

  it('moves the other semi-final’s winner through the final on a bye', async () => {
    const { t, ready, rows } = await startedEvent(world, 'single_elimination', 4);
    const [semi1, semi2] = await ready();
    if (!semi1 || !semi2) throw new Error('a knockout of 4 has two semis');

    await matches().award(world.organizer, semi1.id, { resultType: 'double_walkover' });
    await matches().recordResult(world.organizer, semi2.id, { score1: semi2.race1, score2: 1 });

    // Nobody came out of the first semi: the final is no match to play, and the event is over.
    const final = (await rows()).find((r) => r.roundLabel === 'Chung kết');
    expect(final).toBeUndefined();
    const after = await tournaments().get(t.id, null);
    expect(after.status).toBe('finished');
    const table = await tournaments().standings(t.id, null);
    expect(table.find((s) => s.player.id === semi2.player1Id)?.place).toBe(1);
    for (const id of [semi1.player1Id, semi1.player2Id]) {
      expect(table.find((s) => s.player.id === id)).toMatchObject({ lost: 1, eliminated: true });
    }
  });

  it('corrects a round robin’s double walkover to a played result, and reverts it back', async () => {
    const { t, ready } = await startedEvent(world, 'round_robin', 3);
    const [first] = await ready();
    if (!first) throw new Error('no match to play');
    await matches().award(world.organizer, first.id, { resultType: 'double_walkover' });

    const corrected = await matches().correct(world.organizer, first.id, {
      score1: first.race1,
      score2: 1,
    });
    expect(corrected).toMatchObject({ resultType: 'played', winnerId: first.player1Id });
    const [correction] = await matches().history(first.id, world.organizer);
    if (!correction) throw new Error('the correction is in the history');

    expect(correction.revertible).toBe(true);
    const reverted = await matches().revert(world.organizer, first.id, correction.id);
    expect(reverted).toMatchObject({
      resultType: 'double_walkover',
      winnerId: null,
      score1: 0,
      score2: 0,
    });
    const table = await tournaments().standings(t.id, null);
    expect(table.find((s) => s.player.id === first.player1Id)).toMatchObject({ won: 0, lost: 1 });
  });

  it('keeps a knockout’s double walkover: the next opponent has gone through', async () => {
    const { ready } = await startedEvent(world, 'single_elimination', 8);
    const [first] = await ready();
    if (!first) throw new Error('no match to play');
    await matches().award(world.organizer, first.id, { resultType: 'double_walkover' });

    const refused = await rejection(
      matches().correct(world.organizer, first.id, { score1: first.race1, score2: 0 }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(APP_API_MESSAGES.doubleWalkoverInKnockout);
    // Its history offers no revert either.
    const history = await matches().history(first.id, world.organizer);
    expect(history.map((e) => e.revertible)).toEqual(history.map(() => false));
  });

  it('keeps the winner who went on by a bye past a double walkover; the score may change', async () => {
    const { ready } = await startedEvent(world, 'single_elimination', 8);
    const [quarter1, quarter2] = await ready();
    if (!quarter1 || !quarter2) throw new Error('a knockout of 8 has four quarter-finals');
    await matches().award(world.organizer, quarter2.id, { resultType: 'double_walkover' });
    await matches().recordResult(world.organizer, quarter1.id, {
      score1: quarter1.race1,
      score2: 1,
    });

    const otherWinner = await rejection(
      matches().correct(world.organizer, quarter1.id, { score1: 1, score2: quarter1.race2 }),
    );
    expect(otherWinner.status).toBe(409);
    expect(otherWinner.message).toBe(APP_API_MESSAGES.correctionAfterDoubleWalkover);
    const sameWinner = await matches().correct(world.organizer, quarter1.id, {
      score1: quarter1.race1,
      score2: 0,
    });
    expect(sameWinner).toMatchObject({ winnerId: quarter1.player1Id, score2: 0 });
  });

  it('gives a Swiss round’s double walkover no point, and pairs the next round on', async () => {
    const { t, ready, rows } = await startedEvent(world, 'swiss', 4, { swissRounds: 2 });
    const [first, second] = await ready();
    if (!first || !second) throw new Error('round 1 has two matches');
    await matches().award(world.organizer, first.id, { resultType: 'double_walkover' });
    await matches().recordResult(world.organizer, second.id, { score1: second.race1, score2: 1 });

    const round2 = (await rows()).filter((r) => r.id !== first.id && r.id !== second.id);
    expect(round2).toHaveLength(2);
    // Nobody meets the same opponent again.
    const pairs = round2.map((r) => [r.player1Id, r.player2Id].sort().join('-'));
    for (const r of [first, second]) {
      expect(pairs).not.toContain([r.player1Id, r.player2Id].sort().join('-'));
    }
    const table = await tournaments().standings(t.id, null);
    for (const id of [first.player1Id, first.player2Id]) {
      expect(table.find((s) => s.player.id === id)).toMatchObject({ won: 0, lost: 1 });
    }
  });

  it('counts a group’s double walkover lost by both, and draws the knockout after the groups', async () => {
    const { t, ready, rows } = await startedEvent(world, 'groups_knockout', 8, {
      groupCount: 2,
      advancePerGroup: 2,
    });
    const [first] = await ready();
    if (!first) throw new Error('the groups have matches');
    await matches().award(world.organizer, first.id, { resultType: 'double_walkover' });
    for (const row of await ready()) {
      await matches().recordResult(world.organizer, row.id, { score1: row.race1, score2: 0 });
    }

    const knockout = (await rows()).filter((r) => !r.roundLabel.startsWith('Bảng'));
    expect(knockout.map((r) => r.roundLabel)).toEqual(['Bán kết', 'Bán kết', 'Chung kết']);
    const table = await tournaments().standings(t.id, null);
    for (const id of [first.player1Id, first.player2Id]) {
      expect(table.find((s) => s.player.id === id)).toMatchObject({ played: 3, drawn: 0 });
    }
  });

  it('refuses a double walkover once the match has begun', async () => {
    const { ready } = await startedEvent(world, 'single_elimination', 4);
    const [first] = await ready();
    if (!first) throw new Error('no match to play');
    await matches().start(world.organizer, first.id);

    const refused = await rejection(
      matches().award(world.organizer, first.id, { resultType: 'double_walkover' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(APP_API_MESSAGES.doubleWalkoverAfterStart);
  });

  it('refuses a double walkover in a double elimination, which needs someone to go on', async () => {
    // Found by the walk (seed 5508): a winners' final lost by both answered 500.
    const { ready, rows } = await startedEvent(world, 'double_elimination', 3);
    const [first] = await ready();
    if (!first) throw new Error('no match to play');
    const refused = await rejection(
      matches().award(world.organizer, first.id, { resultType: 'double_walkover' }),
    );
    expect([refused.status, refused.message]).toEqual([
      409,
      APP_API_MESSAGES.doubleWalkoverDoubleElimination,
    ]);
    expect((await rows()).find((r) => r.id === first.id)?.status).not.toBe('finished');
  });

  it('refuses a double walkover in a semi-final whose loser plays for third place', async () => {
    // Found by the walk: the third-place match then had one side, and the final's result 500'd.
    const { ready } = await startedEvent(world, 'single_elimination', 4, { thirdPlaceMatch: true });
    const [semi] = await ready();
    if (!semi) throw new Error('a knockout of 4 has two semis');
    const refused = await rejection(
      matches().award(world.organizer, semi.id, { resultType: 'double_walkover' }),
    );
    expect([refused.status, refused.message]).toEqual([
      409,
      APP_API_MESSAGES.doubleWalkoverThirdPlace,
    ]);
  });

  it('makes the losers-bracket match of two players disqualified from the event a double walkover', async () => {
    const { ready, rows } = await startedEvent(world, 'double_elimination', 4);
    const [semi1, semi2] = await ready();
    if (!semi1?.player1Id || !semi2?.player1Id) throw new Error('two semi-finals');
    // The first player of each semi-final leaves the event for conduct: both drop to the losers
    // bracket, where they meet each other.
    for (const semi of [semi1, semi2]) {
      await matches().award(world.organizer, semi.id, {
        resultType: 'disqualified',
        winner: 2,
        fromEvent: true,
      });
    }
    const out = [semi1.player1Id, semi2.player1Id];
    const between = (await rows()).find(
      (r) => out.includes(r.player1Id ?? 0) && out.includes(r.player2Id ?? 0),
    );
    expect(between).toMatchObject({
      status: 'finished',
      resultType: 'double_walkover',
      winnerId: null,
    });
  });
});

describe('the award’s input', () => {
  it('asks for a winner, except for a double walkover, which has none', () => {
    const noWinner = awardMatchInput.safeParse({ id: 1, resultType: 'walkover' });
    expect(noWinner.success).toBe(false);
    expect(noWinner.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['winner', 'Hãy chọn người thắng'],
    ]);
    const doubleWithWinner = awardMatchInput.safeParse({
      id: 1,
      resultType: 'double_walkover',
      winner: 1,
    });
    expect(doubleWithWinner.error?.issues.map((i) => i.message)).toEqual([
      'W.O. cả hai không có người thắng',
    ]);
    expect(awardMatchInput.safeParse({ id: 1, resultType: 'double_walkover' }).success).toBe(true);
  });
});
