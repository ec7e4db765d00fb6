// The rating ledger on the database: each finished match with two players and at least one rack
// moves both ratings and their confidence by rateMatch (rating.ts, Glicko-2) and leaves one
// rating_changes row per player, with the state before and after. The ledger's order is the rows'
// id order, which is the order the matches finished in.
//
// Each game family has its own rating (users.rating for pool, users.carom_rating for carom) and
// its own rows. A pool match is rated rack by rack; a carom game counts as one decided "rack"
// (its points are no racks: 40 points of three-cushion would weigh like 40 racks of 9-ball). Its
// ledger rows still carry the points, for the pages.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  isRatedResult,
  RATING_DEVIATION,
  RATING_VOLATILITY,
  type GameFamily,
} from '../../../shared/domain';
import type { Db } from '../../db/client';
import { ratingChanges, users, type MatchRow, type RatingChangeRow } from '../../db/schema';
import { rateMatch, type RatingState } from './rating';

export type RatedMatch = Pick<
  MatchRow,
  'id' | 'player1Id' | 'player2Id' | 'score1' | 'score2' | 'winnerId' | 'resultType'
>;

/** Ratings are kept to a tenth of a point, like the deltas, so sums stay readable. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

/** The users columns holding a family's rating and its confidence, and their field names. */
export const RATING_COLUMNS = {
  pool: {
    rating: users.rating,
    deviation: users.ratingDeviation,
    volatility: users.ratingVolatility,
    fields: { rating: 'rating', deviation: 'ratingDeviation', volatility: 'ratingVolatility' },
  },
  carom: {
    rating: users.caromRating,
    deviation: users.caromRatingDeviation,
    volatility: users.caromRatingVolatility,
    fields: {
      rating: 'caromRating',
      deviation: 'caromRatingDeviation',
      volatility: 'caromRatingVolatility',
    },
  },
} as const;

/** The users' values that set `state` as their `family` rating. */
function stateValues(family: GameFamily, state: RatingState) {
  const { fields } = RATING_COLUMNS[family];
  return {
    [fields.rating]: state.rating,
    [fields.deviation]: state.deviation,
    [fields.volatility]: state.volatility,
  };
}

/** Locks the users' rows in id order (two matches of the same pair never deadlock). */
async function lockRatings(
  tx: Db,
  ids: number[],
  family: GameFamily,
): Promise<Map<number, RatingState>> {
  const columns = RATING_COLUMNS[family];
  const rows = await tx
    .select({
      id: users.id,
      rating: columns.rating,
      deviation: columns.deviation,
      volatility: columns.volatility,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

const NEWCOMER: RatingState = {
  rating: 0,
  deviation: RATING_DEVIATION.initial,
  volatility: RATING_VOLATILITY,
};

/** Whether a finished match moves ratings: both players present, at least one rack played. */
function isRated(match: RatedMatch): match is RatedMatch & {
  player1Id: number;
  player2Id: number;
} {
  return (
    match.player1Id !== null &&
    match.player2Id !== null &&
    match.score1 + match.score2 > 0 &&
    isRatedResult(match.resultType)
  );
}

/**
 * What the rating counts of a match, [player 1, player 2]: pool's racks; a carom game is one
 * decided game whatever its points (40 three-cushion points would weigh like 40 racks), 1–0 or
 * half each for a draw.
 */
function ratedRacks(match: RatedMatch, family: GameFamily): [number, number] {
  if (family !== 'carom') return [match.score1, match.score2];
  if (match.winnerId === null) return [0.5, 0.5];
  return [Number(match.winnerId === match.player1Id), Number(match.winnerId === match.player2Id)];
}

/**
 * Rates a match that has just finished, inside the transaction that finished it: both players'
 * ratings and their confidence move and the ledger gets their rows. A bye or a 0–0 result changes
 * nothing.
 */
export async function rateFinishedMatch(
  tx: Db,
  match: RatedMatch,
  at: Date,
  family: GameFamily = 'pool',
): Promise<void> {
  if (!isRated(match)) return;
  const { player1Id, player2Id } = match;
  const states = await lockRatings(tx, [player1Id, player2Id], family);
  const before1 = states.get(player1Id) ?? NEWCOMER;
  const before2 = states.get(player2Id) ?? NEWCOMER;
  const [racks1, racks2] = ratedRacks(match, family);
  const update = rateMatch({ ...before1, racks: racks1 }, { ...before2, racks: racks2 });
  const sides = [
    {
      userId: player1Id,
      opponentId: player2Id,
      own: match.score1,
      other: match.score2,
      before: before1,
      after: update.a,
      delta: update.deltaA,
    },
    {
      userId: player2Id,
      opponentId: player1Id,
      own: match.score2,
      other: match.score1,
      before: before2,
      after: update.b,
      delta: update.deltaB,
    },
  ];
  for (const side of sides) {
    await tx.update(users).set(stateValues(family, side.after)).where(eq(users.id, side.userId));
  }
  await tx.insert(ratingChanges).values(
    sides.map((side) => ({
      family,
      userId: side.userId,
      matchId: match.id,
      opponentId: side.opponentId,
      won: match.winnerId === side.userId,
      racksWon: side.own,
      racksLost: side.other,
      ratingBefore: side.before.rating,
      delta: side.delta,
      ratingAfter: side.after.rating,
      deviationBefore: side.before.deviation,
      deviationAfter: side.after.deviation,
      volatilityBefore: side.before.volatility,
      volatilityAfter: side.after.volatility,
      createdAt: at,
    })),
  );
}

/** The state a ledger row started from. */
const beforeOf = (row: RatingChangeRow): RatingState => ({
  rating: row.ratingBefore,
  deviation: row.deviationBefore,
  volatility: row.volatilityBefore,
});

/**
 * A corrected result: the match's two ledger rows are rated again from the states they started
 * from, and each player's later rows and current rating shift by the difference. Later matches
 * are not re-rated (their expectations stay as they were): a correction must not rewrite every
 * result that followed it. The confidence moves with it only where the match is the player's
 * latest.
 */
export async function rerateCorrectedMatch(
  tx: Db,
  match: RatedMatch,
  family: GameFamily,
): Promise<void> {
  if (match.player1Id === null || match.player2Id === null) return;
  const { player1Id, player2Id } = match;
  await lockRatings(tx, [player1Id, player2Id], family);
  const rows = await tx
    .select()
    .from(ratingChanges)
    .where(eq(ratingChanges.matchId, match.id))
    .orderBy(asc(ratingChanges.id));
  const row1 = rows.find((r) => r.userId === player1Id);
  const row2 = rows.find((r) => r.userId === player2Id);
  // A match finished before the ledger existed was never rated; a correction does not start now.
  if (!row1 || !row2) return;
  const [racks1, racks2] = ratedRacks(match, family);
  const update = rateMatch(
    { ...beforeOf(row1), racks: racks1 },
    { ...beforeOf(row2), racks: racks2 },
  );
  await rewrite(tx, row1, match, [match.score1, match.score2], update.deltaA, update.a);
  await rewrite(tx, row2, match, [match.score2, match.score1], update.deltaB, update.b);
}

async function rewrite(
  tx: Db,
  row: RatingChangeRow,
  match: RatedMatch,
  [own, other]: [number, number],
  delta: number,
  after: RatingState,
): Promise<void> {
  const shift = tenth(delta - row.delta);
  await tx
    .update(ratingChanges)
    .set({
      won: match.winnerId === row.userId,
      racksWon: own,
      racksLost: other,
      delta,
      ratingAfter: tenth(row.ratingBefore + delta),
      deviationAfter: after.deviation,
      volatilityAfter: after.volatility,
    })
    .where(eq(ratingChanges.id, row.id));
  await shiftAfter(tx, row, shift);
  if (await isLatest(tx, row)) await setConfidence(tx, row, after);
}

/**
 * A result undone (reset or reverted): the match's ledger rows go, and each player's later rows
 * and current rating shift back by what the match had moved them; the confidence goes back to
 * what it was where the match was the player's latest.
 */
export async function unrateMatch(tx: Db, match: RatedMatch): Promise<void> {
  if (match.player1Id === null || match.player2Id === null) return;
  const rows = await tx.select().from(ratingChanges).where(eq(ratingChanges.matchId, match.id));
  const family = rows[0]?.family;
  if (!family) return;
  await lockRatings(tx, [match.player1Id, match.player2Id], family);
  for (const row of rows) {
    await shiftAfter(tx, row, tenth(-row.delta));
    if (await isLatest(tx, row)) await setConfidence(tx, row, beforeOf(row));
  }
  await tx.delete(ratingChanges).where(eq(ratingChanges.matchId, match.id));
}

/** Whether `row` is the player's latest ledger row of its family. */
async function isLatest(tx: Db, row: RatingChangeRow): Promise<boolean> {
  const [later] = await tx
    .select({ id: ratingChanges.id })
    .from(ratingChanges)
    .where(
      and(
        eq(ratingChanges.userId, row.userId),
        eq(ratingChanges.family, row.family),
        gt(ratingChanges.id, row.id),
      ),
    )
    .limit(1);
  return later === undefined;
}

/** Sets the player's deviation and volatility of the row's family (the rating stays). */
async function setConfidence(tx: Db, row: RatingChangeRow, state: RatingState): Promise<void> {
  const { fields } = RATING_COLUMNS[row.family];
  await tx
    .update(users)
    .set({ [fields.deviation]: state.deviation, [fields.volatility]: state.volatility })
    .where(eq(users.id, row.userId));
}

/** Moves the player's ledger rows after `row`, and the player's rating, by `shift`. */
async function shiftAfter(tx: Db, row: RatingChangeRow, shift: number): Promise<void> {
  if (shift === 0) return;
  await tx
    .update(ratingChanges)
    .set({
      ratingBefore: sql`round((${ratingChanges.ratingBefore} + ${shift})::numeric, 1)::float8`,
      ratingAfter: sql`round((${ratingChanges.ratingAfter} + ${shift})::numeric, 1)::float8`,
    })
    .where(
      and(
        eq(ratingChanges.userId, row.userId),
        eq(ratingChanges.family, row.family),
        gt(ratingChanges.id, row.id),
      ),
    );
  const { rating, fields } = RATING_COLUMNS[row.family];
  await tx
    .update(users)
    .set({ [fields.rating]: sql`round((${rating} + ${shift})::numeric, 1)::float8` })
    .where(eq(users.id, row.userId));
}
