// The rating ledger on the database: each finished match with two players and at least one rack
// moves both ratings by rateMatch (rating.ts) and leaves one rating_changes row per player. The
// ledger's order is the rows' id order, which is the order the matches finished in.
//
// Each game family has its own rating (users.rating for pool, users.carom_rating for carom) and
// its own rows. A pool match is rated rack by rack; a carom game counts as one decided "rack"
// (its points are no racks: 40 points of three-cushion would weigh like 40 racks of 9-ball). Its
// ledger rows still carry the points, for the pages.
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { isRatedResult, type GameFamily } from '../../../shared/domain';
import type { Db } from '../../db/client';
import { ratingChanges, users, type MatchRow, type RatingChangeRow } from '../../db/schema';
import { rateMatch } from './rating';

export type RatedMatch = Pick<
  MatchRow,
  'id' | 'player1Id' | 'player2Id' | 'score1' | 'score2' | 'winnerId' | 'resultType'
>;

/** Ratings are kept to a tenth of a point, like the deltas, so sums stay readable. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

/** The users column holding a family's rating. */
const ratingColumn = (family: GameFamily) =>
  family === 'carom' ? users.caromRating : users.rating;
const ratingField = (family: GameFamily) => (family === 'carom' ? 'caromRating' : 'rating');

/** Locks the users' rows in id order (two matches of the same pair never deadlock). */
async function lockRatings(
  tx: Db,
  ids: number[],
  family: GameFamily = 'pool',
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: users.id, rating: ratingColumn(family) })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.rating]));
}

/**
 * Rated racks each user played before the ledger row `beforeId` (all of them without it): pool
 * racks, or carom games.
 */
async function racksPlayed(
  tx: Db,
  ids: number[],
  beforeId?: number,
  family: GameFamily = 'pool',
): Promise<Map<number, number>> {
  const racks =
    family === 'carom'
      ? sql<number>`count(*)`.mapWith(Number)
      : sql<number>`coalesce(sum(${ratingChanges.racksWon} + ${ratingChanges.racksLost}), 0)`.mapWith(
          Number,
        );
  const rows = await tx
    .select({ userId: ratingChanges.userId, racks })
    .from(ratingChanges)
    .where(
      and(
        inArray(ratingChanges.userId, ids),
        eq(ratingChanges.family, family),
        beforeId === undefined ? undefined : lt(ratingChanges.id, beforeId),
      ),
    )
    .groupBy(ratingChanges.userId);
  return new Map(rows.map((row) => [row.userId, row.racks]));
}

/** Whether a finished match moves ratings: both players present, at least one rack played. */
export function isRated(match: RatedMatch): match is RatedMatch & {
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
 * ratings move and the ledger gets their rows. A bye or a 0–0 result changes nothing.
 */
export async function rateFinishedMatch(
  tx: Db,
  match: RatedMatch,
  at: Date,
  family: GameFamily = 'pool',
): Promise<void> {
  if (!isRated(match)) return;
  const { player1Id, player2Id } = match;
  const ids = [player1Id, player2Id];
  const ratings = await lockRatings(tx, ids, family);
  const played = await racksPlayed(tx, ids, undefined, family);
  const rating1 = ratings.get(player1Id) ?? 0;
  const rating2 = ratings.get(player2Id) ?? 0;
  const [racks1, racks2] = ratedRacks(match, family);
  const update = rateMatch(
    { rating: rating1, racksPlayed: played.get(player1Id) ?? 0, racks: racks1 },
    { rating: rating2, racksPlayed: played.get(player2Id) ?? 0, racks: racks2 },
  );
  const sides = [
    {
      userId: player1Id,
      opponentId: player2Id,
      own: match.score1,
      other: match.score2,
      before: rating1,
      delta: update.deltaA,
    },
    {
      userId: player2Id,
      opponentId: player1Id,
      own: match.score2,
      other: match.score1,
      before: rating2,
      delta: update.deltaB,
    },
  ];
  for (const side of sides) {
    await tx
      .update(users)
      .set({ [ratingField(family)]: tenth(side.before + side.delta) })
      .where(eq(users.id, side.userId));
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
      ratingBefore: side.before,
      delta: side.delta,
      ratingAfter: tenth(side.before + side.delta),
      createdAt: at,
    })),
  );
}

/**
 * A corrected result: the match's two ledger rows are rated again from the ratings and rack
 * counts they started from, and each player's later rows and current rating shift by the
 * difference. Later matches are not re-rated (their steps and expectations stay as they were):
 * a correction must not rewrite every result that followed it.
 */
export async function rerateCorrectedMatch(
  tx: Db,
  match: RatedMatch,
  family: GameFamily,
): Promise<void> {
  if (match.player1Id === null || match.player2Id === null) return;
  const { player1Id, player2Id } = match;
  const ids = [player1Id, player2Id];
  await lockRatings(tx, ids, family);
  const rows = await tx
    .select()
    .from(ratingChanges)
    .where(eq(ratingChanges.matchId, match.id))
    .orderBy(asc(ratingChanges.id));
  const row1 = rows.find((r) => r.userId === player1Id);
  const row2 = rows.find((r) => r.userId === player2Id);
  // A match finished before the ledger existed was never rated; a correction does not start now.
  if (!row1 || !row2) return;
  const played1 = (await racksPlayed(tx, [player1Id], row1.id, family)).get(player1Id) ?? 0;
  const played2 = (await racksPlayed(tx, [player2Id], row2.id, family)).get(player2Id) ?? 0;
  const [racks1, racks2] = ratedRacks(match, family);
  const update = rateMatch(
    { rating: row1.ratingBefore, racksPlayed: played1, racks: racks1 },
    { rating: row2.ratingBefore, racksPlayed: played2, racks: racks2 },
  );
  await rewrite(tx, row1, match, match.score1, match.score2, update.deltaA);
  await rewrite(tx, row2, match, match.score2, match.score1, update.deltaB);
}

async function rewrite(
  tx: Db,
  row: RatingChangeRow,
  match: RatedMatch,
  own: number,
  other: number,
  delta: number,
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
    })
    .where(eq(ratingChanges.id, row.id));
  await shiftAfter(tx, row, shift);
}

/**
 * A result undone (reset or reverted): the match's ledger rows go, and each player's later rows
 * and current rating shift back by what the match had moved them.
 */
export async function unrateMatch(tx: Db, match: RatedMatch): Promise<void> {
  if (match.player1Id === null || match.player2Id === null) return;
  await lockRatings(tx, [match.player1Id, match.player2Id]);
  const rows = await tx.select().from(ratingChanges).where(eq(ratingChanges.matchId, match.id));
  for (const row of rows) await shiftAfter(tx, row, tenth(-row.delta));
  await tx.delete(ratingChanges).where(eq(ratingChanges.matchId, match.id));
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
  const column = ratingColumn(row.family);
  await tx
    .update(users)
    .set({ [ratingField(row.family)]: sql`round((${column} + ${shift})::numeric, 1)::float8` })
    .where(eq(users.id, row.userId));
}
