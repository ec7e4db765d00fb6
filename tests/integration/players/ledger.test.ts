// The rating ledger and the player service on both databases: a finished match moves both
// ratings by rateMatch and leaves a row each, a corrected result shifts the later rows, and the
// profile, rating history, match history, rank decisions and leaderboard read that ledger.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { ratingChanges, users, type RatingChangeRow } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createConfigService } from '../../../src/app-api/services/config';
import { createMatchService } from '../../../src/app-api/services/matches';
import { createPlayerService } from '../../../src/app-api/services/players';
import { rateMatch } from '../../../src/app-api/services/players/rating';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import { isProvisional, RATING_DEVIATION, RATING_VOLATILITY } from '../../../src/shared/domain';
import { MESSAGES } from '../../../src/shared/messages';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import {
  createOrganizer,
  createUser,
  matchRows,
  registerDirectly,
  several,
  tournamentInput,
} from '../../support/tournament-world';
import { rejection } from '../../support/rejection';

const RACES = { early: 3, quarterFinal: 3, semiFinal: 3, final: 3 };
const NEWCOMER = { deviation: RATING_DEVIATION.initial, volatility: RATING_VOLATILITY };

describe.each(databaseTargets())('the rating ledger on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  const tournaments = () => createTournamentService(database.db);
  const matches = () => createMatchService(database.db);
  const players = () =>
    createPlayerService(database.db, { config: createConfigService(database.db) });

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  /** A started single-elimination tournament of these players, its rows by bracket number. */
  async function started(entrants: User[]) {
    const t = await tournaments().create(organizer, tournamentInput({ raceTo: RACES }));
    await registerDirectly(database.db, t.id, entrants);
    await tournaments().start(organizer, t.id, { seeding: 'rating' });
    const rows = (await matchRows(database.db, t.id)).sort((a, b) => a.number - b.number);
    return { t, rows };
  }

  async function ledgerOf(userId: number): Promise<RatingChangeRow[]> {
    return database.db
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.userId, userId))
      .orderBy(asc(ratingChanges.id));
  }

  async function ratingOf(userId: number): Promise<number> {
    const [row] = await database.db
      .select({ rating: users.rating })
      .from(users)
      .where(eq(users.id, userId));
    return row?.rating ?? NaN;
  }

  /** Each row starts where the previous ended, and the user's rating is where the last ends. */
  async function expectChained(userId: number): Promise<void> {
    const rows = await ledgerOf(userId);
    for (const [i, row] of rows.entries()) {
      expect(row.ratingAfter).toBeCloseTo(row.ratingBefore + row.delta, 9);
      if (i > 0) expect(row.ratingBefore).toBe(rows[i - 1]?.ratingAfter);
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(await ratingOf(userId)).toBe(rows.at(-1)?.ratingAfter);
  }

  it('rates a finished match for both players with their confidence: 600 beats 500 3–1', async () => {
    const strong = await createUser(database.db, { rating: 600, rank: 'E' });
    const weak = await createUser(database.db, { rating: 500, rank: 'F' });
    const { rows } = await started([strong, weak]);
    const [final] = several(rows, 1);
    // Seeded by rating: the 600 player is player 1.
    expect([final.player1Id, final.player2Id]).toEqual([strong.id, weak.id]);
    await matches().recordResult(organizer, final.id, { score1: 3, score2: 1 });

    // Two newcomers: a 3–1 share (0.75) beats the 2/3 a rack each was due, a little.
    const expected = rateMatch(
      { ...NEWCOMER, rating: 600, racks: 3 },
      { ...NEWCOMER, rating: 500, racks: 1 },
    );
    expect(expected.deltaA).toBeGreaterThan(0);
    expect(expected.deltaB).toBe(-expected.deltaA);
    const [strongRow] = await ledgerOf(strong.id);
    const [weakRow] = await ledgerOf(weak.id);
    expect(strongRow).toMatchObject({
      matchId: final.id,
      opponentId: weak.id,
      won: true,
      racksWon: 3,
      racksLost: 1,
      ratingBefore: 600,
      delta: expected.deltaA,
      ratingAfter: expected.a.rating,
      deviationBefore: RATING_DEVIATION.initial,
      deviationAfter: expected.a.deviation,
    });
    expect(weakRow).toMatchObject({
      matchId: final.id,
      opponentId: strong.id,
      won: false,
      racksWon: 1,
      racksLost: 3,
      ratingBefore: 500,
      delta: expected.deltaB,
      ratingAfter: expected.b.rating,
    });
    expect(await ratingOf(strong.id)).toBe(expected.a.rating);
    expect(await ratingOf(weak.id)).toBe(expected.b.rating);
    // The players are surer of their ratings, and still provisional after one match.
    const [surer] = await database.db
      .select({ deviation: users.ratingDeviation })
      .from(users)
      .where(eq(users.id, strong.id));
    expect(surer?.deviation).toBe(expected.a.deviation);
    expect(isProvisional(surer?.deviation ?? 0)).toBe(true);
  });

  it('rates the next match with the step of the racks already played, and skips byes', async () => {
    const a = await createUser(database.db, { rating: 560 });
    const b = await createUser(database.db, { rating: 540 });
    const c = await createUser(database.db, { rating: 400 });
    // Three players: the best seed gets a bye, which must leave no ledger row.
    const first = await started([a, b, c]);
    const played = first.rows.filter((r) => r.player1Id !== null && r.player2Id !== null);
    const byes = first.rows.filter((r) => r.status === 'finished');
    for (const row of played.filter((r) => r.status === 'scheduled')) {
      await matches().recordResult(organizer, row.id, { score1: row.race1, score2: 2 });
    }
    for (const bye of byes) {
      expect(
        await database.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, bye.id)),
      ).toEqual([]);
    }
    const [opening] = await ledgerOf(b.id);
    expect(opening).toBeDefined();
    const afterOpening = await ratingOf(b.id);
    const aBefore = await ratingOf(a.id);

    const final = (await matchRows(database.db, first.t.id)).find(
      (r) => r.status === 'scheduled' && r.player1Id !== null && r.player2Id !== null,
    );
    if (!final) throw new Error('no final');
    const [p1, p2] = final.player1Id === a.id ? [a, b] : [b, a];
    await matches().recordResult(organizer, final.id, { score1: 1, score2: final.race2 });
    // Player b was rated once already (surer now), player a never: their confidence differs.
    if (!opening) throw new Error('no opening row');
    const stateOf = (id: number) =>
      id === b.id
        ? {
            rating: afterOpening,
            deviation: opening.deviationAfter,
            volatility: opening.volatilityAfter,
          }
        : { ...NEWCOMER, rating: aBefore };
    expect(opening.deviationAfter).toBeLessThan(RATING_DEVIATION.initial);
    const expected = rateMatch(
      { ...stateOf(p1.id), racks: 1 },
      { ...stateOf(p2.id), racks: final.race2 },
    );
    const bRows = await ledgerOf(b.id);
    expect(bRows).toHaveLength(2);
    expect(bRows[1]?.delta).toBe(p1.id === b.id ? expected.deltaA : expected.deltaB);
    const [aRow] = await ledgerOf(a.id);
    expect(aRow?.delta).toBe(p1.id === a.id ? expected.deltaA : expected.deltaB);
    for (const user of [a, b, c]) await expectChained(user.id);
  });

  it('shifts the later rows and the rating when a finished result is corrected', async () => {
    const a = await createUser(database.db, { rating: 650 });
    const b = await createUser(database.db, { rating: 600 });
    const c = await createUser(database.db, { rating: 550 });
    const d = await createUser(database.db, { rating: 500 });
    const e = await createUser(database.db, { rating: 450 });
    const cup = await started([a, b, c, d]);
    // Seeds 1 v 4 and 2 v 3: the match of a and d.
    const semi = cup.rows.find((r) => r.player1Id === a.id || r.player2Id === a.id);
    if (!semi) throw new Error('no semi-final for a');
    const aIs1 = semi.player1Id === a.id;
    const other = aIs1 ? semi.player2Id : semi.player1Id;
    // a wins 3–2 first.
    await matches().recordResult(
      organizer,
      semi.id,
      aIs1 ? { score1: 3, score2: 2 } : { score1: 2, score2: 3 },
    );
    const [semiRowA] = await ledgerOf(a.id);

    // a then plays elsewhere before anyone notices the mistake.
    const friendly = await started([a, e]);
    const [friendlyMatch] = several(friendly.rows, 1);
    await matches().recordResult(organizer, friendlyMatch.id, { score1: 3, score2: 0 });
    const [, friendlyRowBefore] = await ledgerOf(a.id);
    const [eRowBefore] = await ledgerOf(e.id);
    if (!semiRowA || !friendlyRowBefore || !eRowBefore || other === null) {
      throw new Error('ledger rows missing');
    }

    // The right result was 3–0 to a.
    await matches().correct(
      organizer,
      semi.id,
      aIs1 ? { score1: 3, score2: 0 } : { score1: 0, score2: 3 },
    );
    const expected = rateMatch(
      { ...NEWCOMER, rating: 650, racks: 3 },
      { ...NEWCOMER, rating: semiRowA.opponentId === d.id ? 500 : 550, racks: 0 },
    );
    const [semiRowAfter, friendlyRowAfter] = await ledgerOf(a.id);
    expect(semiRowAfter).toMatchObject({
      id: semiRowA.id,
      ratingBefore: 650,
      racksWon: 3,
      racksLost: 0,
      delta: expected.deltaA,
    });
    const shift = Math.round((expected.deltaA - semiRowA.delta) * 10) / 10;
    expect(shift).toBeGreaterThan(0);
    // The later row keeps its own delta and moves by the shift.
    expect(friendlyRowAfter).toMatchObject({
      id: friendlyRowBefore.id,
      delta: friendlyRowBefore.delta,
      racksWon: 3,
    });
    expect(friendlyRowAfter?.ratingBefore).toBeCloseTo(friendlyRowBefore.ratingBefore + shift, 9);
    expect(friendlyRowAfter?.ratingAfter).toBeCloseTo(friendlyRowBefore.ratingAfter + shift, 9);
    const [otherRow] = await ledgerOf(other);
    expect(otherRow).toMatchObject({ racksWon: 0, racksLost: 3, delta: expected.deltaB });
    // The friendly's opponent is untouched: a correction re-rates one match, not its sequels.
    expect(await ledgerOf(e.id)).toEqual([eRowBefore]);
    for (const id of [a.id, other, e.id]) await expectChained(id);
    // The other semi-final was not played: no row, rating as registered.
    for (const user of [b, c, d].filter((u) => u.id !== other)) {
      expect(await ledgerOf(user.id)).toEqual([]);
      expect(await ratingOf(user.id)).toBe(user.rating);
    }

    // The profile's chart and match history read the corrected ledger.
    const history = await players().ratingHistory(a.id, 'pool');
    expect(history.map((p) => p.matchId)).toEqual([null, semi.id, friendlyMatch.id]);
    expect(history.map((p) => p.rating)).toEqual([
      650,
      semiRowAfter?.ratingAfter,
      friendlyRowAfter?.ratingAfter,
    ]);
    expect(history.at(-1)?.rating).toBe(await ratingOf(a.id));
    expect(history[1]).toMatchObject({ delta: expected.deltaA, racksWon: 3, racksLost: 0 });
    expect(history[1]?.opponent?.id).toBe(other);
    const played = await players().matches(a.id, { page: 1, perPage: 1 }, null);
    expect(played.meta).toEqual({ page: 1, perPage: 1, total: 2, lastPage: 2 });
    expect(played.data.map((m) => [m.id, m.ratingDelta])).toEqual([
      [friendlyMatch.id, friendlyRowBefore.delta],
    ]);
    const older = await players().matches(a.id, { page: 2, perPage: 1 }, null);
    expect(older.data.map((m) => [m.id, m.ratingDelta])).toEqual([[semi.id, expected.deltaA]]);

    const profile = await players().get(a.id);
    expect(profile).toMatchObject({
      rating: await ratingOf(a.id),
      racksPlayed: 6,
      tournamentsPlayed: 2,
      stats: { matchesWon: 2, matchesLost: 0, racksWon: 6, racksLost: 0 },
    });
  });

  it('records an organiser’s rank decision with who, when and why, and nobody else’s', async () => {
    const subject = await createUser(database.db, { rating: 512, rank: 'G' });
    const player = await createUser(database.db, { permissions: ['profile.all'] });
    // The event the organiser saw the subject play: what every decision names.
    const { t: seen } = await started([subject, player]);
    const tournamentId = seen.id;
    const at = new Date('2026-03-01T10:00:00.000Z');
    const service = createPlayerService(
      database.db,
      { config: createConfigService(database.db) },
      { now: () => at },
    );
    const refused = await rejection(
      service.setRank(player, subject.id, { rank: 'F', reason: 'Lên hạng sau giải', tournamentId }),
    );
    expect([refused.status, refused.message]).toEqual([403, MESSAGES.forbidden]);
    const unchanged = await rejection(
      service.setRank(organizer, subject.id, {
        rank: 'G',
        reason: 'Giữ nguyên hạng',
        tournamentId,
      }),
    );
    expect([unchanged.status, unchanged.message]).toEqual([422, APP_API_MESSAGES.rankUnchanged]);
    const missing = await rejection(
      service.setRank(organizer, 9_999_999, {
        rank: 'F',
        reason: 'Lên hạng sau giải',
        tournamentId,
      }),
    );
    expect([missing.status, missing.message]).toEqual([404, APP_API_MESSAGES.playerNotFound]);

    const profile = await service.setRank(organizer, subject.id, {
      rank: 'F',
      reason: 'Điểm trình độ đạt mức hạng F',
      tournamentId,
    });
    expect(profile.rank).toBe('F');
    // The rating suggests F (512 is nearest to 500) whatever the official rank says.
    expect(profile.suggestedRank).toBe('F');
    expect(profile.rankChanges).toEqual([
      {
        id: expect.any(Number),
        kind: 'decided',
        fromRank: 'G',
        toRank: 'F',
        reason: 'Điểm trình độ đạt mức hạng F',
        changedBy: expect.objectContaining({ id: organizer.id, fullName: organizer.fullName }),
        tournament: { id: seen.id, name: seen.name },
        createdAt: at.toISOString(),
      },
    ]);
    const later = createPlayerService(
      database.db,
      { config: createConfigService(database.db) },
      { now: () => new Date('2026-04-01T10:00:00.000Z') },
    );
    const back = await later.setRank(organizer, subject.id, {
      rank: 'E',
      reason: 'Vô địch giải phong trào',
      tournamentId,
    });
    // Newest first.
    expect(back.rankChanges.map((c) => [c.fromRank, c.toRank])).toEqual([
      ['F', 'E'],
      ['G', 'F'],
    ]);
  });

  it('ranks rated players by rating, keeping each one’s place under a rank filter', async () => {
    const board = await players().rankings({ page: 1, perPage: 100 });
    const rated = new Set(
      (await database.db.selectDistinct({ id: ratingChanges.userId }).from(ratingChanges)).map(
        (r) => r.id,
      ),
    );
    expect(board.meta.total).toBe(rated.size);
    expect(board.data.map((e) => e.position)).toEqual(board.data.map((_, i) => i + 1));
    expect(board.data.every((e) => rated.has(e.player.id))).toBe(true);
    const ratings = board.data.map((e) => e.player.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    // The organiser played nothing: not on the board.
    expect(board.data.some((e) => e.player.id === organizer.id)).toBe(false);

    const rank = board.data[1]?.player.rank;
    if (!rank) throw new Error('board too short');
    const filtered = await players().rankings({ page: 1, perPage: 100, rank });
    expect(filtered.data.length).toBeGreaterThan(0);
    for (const entry of filtered.data) {
      expect(entry.player.rank).toBe(rank);
      expect(entry.position).toBe(
        board.data.find((e) => e.player.id === entry.player.id)?.position,
      );
    }
    const second = await players().rankings({ page: 2, perPage: 2 });
    expect(second.data.map((e) => e.position)).toEqual([3, 4]);
    // Everything on the board happened today: the 30-day trend is the sum of the deltas.
    for (const entry of board.data) {
      const sum = (await ledgerOf(entry.player.id)).reduce((s, r) => s + r.delta, 0);
      expect(entry.trend).toBeCloseTo(sum, 9);
    }
  });
});
