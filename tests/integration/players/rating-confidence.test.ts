// Ratings that know how sure they are (issue 41): a provisional newcomer who beats established
// players rises fast while they move little, and grows sure; and the histories replayed into
// Glicko-2 once (migration 0035, rating-replay.ts): a ledger written by the earlier model (other
// deltas, no confidence) is rated again in its order, and comes out exactly as the new model rates
// the same matches live; a rating an operator moved outside the ledger keeps that move; a second
// run changes nothing.
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataMigrations, ratingChanges, users } from '../../../src/app-api/db/schema';
import {
  RATING_REPLAY,
  replayRatingHistories,
} from '../../../src/app-api/services/players/rating-replay';
import { RATING_DEVIATION, RATING_VOLATILITY } from '../../../src/shared/domain';
import { databaseTargets } from '../../support/databases';
import {
  createUsers,
  tournamentWorld,
  startedEvent,
  winMatch,
} from '../../support/tournament-world';

describe.each(databaseTargets())('rating confidence on $label', (target) => {
  const world = tournamentWorld(target);

  const ledgerOf = (ids: number[]) =>
    world.db
      .select()
      .from(ratingChanges)
      .where(inArray(ratingChanges.userId, ids))
      .orderBy(asc(ratingChanges.id));
  const statesOf = (ids: number[]) =>
    world.db
      .select({ id: users.id, rating: users.rating, deviation: users.ratingDeviation })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(asc(users.id));

  it('lifts a newcomer who beats established players fast, and moves them little', async () => {
    const { players, ready } = await startedEvent(world, 'round_robin', 3);
    const ids = players.map((p) => p.id);
    // Seeded by rating: the newcomer is rated lowest of the three, and the others are regulars.
    const newcomer = ids[2] ?? 0;
    await world.db
      .update(users)
      .set({ ratingDeviation: 50 })
      .where(inArray(users.id, [ids[0] ?? 0, ids[1] ?? 0]));
    for (const row of await ready()) {
      await winMatch(world, row, row.player1Id === newcomer ? 1 : 2, 1);
    }
    const rows = await ledgerOf(ids);
    const mine = rows.filter((r) => r.userId === newcomer);
    const theirs = rows.filter((r) => r.userId !== newcomer && r.opponentId === newcomer);
    expect(mine.map((r) => r.won)).toEqual([true, true]);
    // Two wins at 3–1 lift them by more than half a rank (a rank is 50 points); the second win
    // less than the first, as they grow surer.
    expect(mine.reduce((sum, r) => sum + r.delta, 0)).toBeGreaterThan(50);
    expect(mine[1]?.delta).toBeLessThan(mine[0]?.delta ?? 0);
    for (const row of theirs) {
      expect(row.delta).toBeLessThan(0);
      expect(row.delta).toBeGreaterThan(-8);
    }
    const [after] = await statesOf([newcomer]);
    expect(after?.deviation).toBeLessThan(mine[0]?.deviationBefore ?? 0);
  });

  it('rewrites an earlier model’s ledger as the new model rates it, once', async () => {
    const { players, ready } = await startedEvent(world, 'round_robin', 3);
    for (const [i, row] of (await ready()).entries()) await winMatch(world, row, 1, i);
    const ids = players.map((p) => p.id);
    const live = await ledgerOf(ids);
    const liveStates = await statesOf(ids);
    expect(live).toHaveLength(6);

    // The same matches as the earlier model left them: ±1 a match, no confidence, and the first
    // player's rating moved 10 points by an operator since.
    const running = new Map<number, number>();
    for (const row of live) {
      const before = running.get(row.userId) ?? row.ratingBefore;
      const delta = row.won ? 1 : -1;
      running.set(row.userId, before + delta);
      await world.db
        .update(ratingChanges)
        .set({
          ratingBefore: before,
          delta,
          ratingAfter: before + delta,
          deviationBefore: RATING_DEVIATION.initial,
          deviationAfter: RATING_DEVIATION.initial,
          volatilityBefore: RATING_VOLATILITY,
          volatilityAfter: RATING_VOLATILITY,
        })
        .where(eq(ratingChanges.id, row.id));
    }
    for (const [userId, rating] of running) {
      const adjusted = userId === ids[0] ? rating + 10 : rating;
      await world.db
        .update(users)
        .set({ rating: adjusted, ratingDeviation: RATING_DEVIATION.initial })
        .where(eq(users.id, userId));
    }
    await world.db.delete(dataMigrations).where(eq(dataMigrations.name, RATING_REPLAY));

    expect(await replayRatingHistories(world.db, new Date())).toBe(true);

    expect(await ledgerOf(ids)).toEqual(live);
    const replayed = await statesOf(ids);
    expect(replayed).toEqual(
      liveStates.map((s) =>
        s.id === ids[0] ? { ...s, rating: Math.round((s.rating + 10) * 10) / 10 } : s,
      ),
    );
    expect(replayed.every((s) => s.deviation < RATING_DEVIATION.initial)).toBe(true);

    // Done once: a second start leaves everything as it is.
    await world.db
      .update(users)
      .set({ ratingDeviation: 123 })
      .where(eq(users.id, ids[1] ?? 0));
    expect(await replayRatingHistories(world.db, new Date())).toBe(false);
    expect((await statesOf([ids[1] ?? 0]))[0]?.deviation).toBe(123);
  });

  it('changes nothing in a ledger the current model wrote, established starts included', async () => {
    const { players, ready } = await startedEvent(world, 'round_robin', 3);
    const ids = players.map((p) => p.id);
    await world.db
      .update(users)
      .set({ ratingDeviation: 50 })
      .where(eq(users.id, ids[0] ?? 0));
    for (const row of await ready()) await winMatch(world, row, 2, 1);
    const [live, liveStates] = [await ledgerOf(ids), await statesOf(ids)];
    await world.db.delete(dataMigrations).where(eq(dataMigrations.name, RATING_REPLAY));

    expect(await replayRatingHistories(world.db, new Date())).toBe(true);

    expect(await ledgerOf(ids)).toEqual(live);
    expect(await statesOf(ids)).toEqual(liveStates);
  });

  it('keeps a player without a rated match as they were', async () => {
    const [idle] = await createUsers(world.db, 1, { rating: 444 });
    await world.db.delete(dataMigrations).where(eq(dataMigrations.name, RATING_REPLAY));
    await replayRatingHistories(world.db, new Date());
    expect(await statesOf([idle?.id ?? 0])).toEqual([
      { id: idle?.id, rating: 444, deviation: RATING_DEVIATION.initial },
    ]);
  });
});
