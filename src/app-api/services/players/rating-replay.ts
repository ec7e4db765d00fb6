// The rating histories replayed into Glicko-2 (issue 41, migration 0035): the ledger rows written
// by the earlier rack-step model are rated again in their order, each player starting from the
// rating of their first row with a newcomer's deviation (the migration's defaults), and every row
// and rating rewritten. Run once per database (data_migrations), in one transaction; a second
// instance waits, then skips.
import { asc, eq } from 'drizzle-orm';
import { GAME_FAMILIES, type GameFamily } from '../../../shared/domain';
import type { Db } from '../../db/client';
import { dataMigrations, ratingChanges, users, type RatingChangeRow } from '../../db/schema';
import { rateMatch, type RatingState } from './rating';
import { RATING_COLUMNS } from './rating-ledger';

export const RATING_REPLAY = 'ratings-glicko2';

/** What a row's match counts for its player: pool's racks; a carom game 1, 0 or ½. */
function racksOf(row: RatingChangeRow, opponent: RatingChangeRow, family: GameFamily): number {
  if (family === 'pool') return row.racksWon;
  if (row.won) return 1;
  return opponent.won ? 0 : 0.5;
}

/** Replays one family's ledger; the players' states at its end, with their last row's rating. */
async function replayFamily(tx: Db, family: GameFamily) {
  const rows = await tx
    .select()
    .from(ratingChanges)
    .where(eq(ratingChanges.family, family))
    .orderBy(asc(ratingChanges.id));
  const byMatch = new Map<number, RatingChangeRow[]>();
  for (const row of rows) byMatch.set(row.matchId, [...(byMatch.get(row.matchId) ?? []), row]);
  const states = new Map<number, RatingState & { lastRowRating: number }>();
  // A player starts where their first row does: the earlier model's rows carry the migration's
  // newcomer defaults there, and a ledger the current model wrote (a demo seeded apart) its own
  // start, so replaying it changes nothing.
  const start = (row: RatingChangeRow) =>
    states.get(row.userId) ?? {
      rating: row.ratingBefore,
      deviation: row.deviationBefore,
      volatility: row.volatilityBefore,
      lastRowRating: row.ratingBefore,
    };
  for (const pair of byMatch.values()) {
    const [one, two] = pair;
    if (!one || !two || pair.length !== 2) continue;
    const [before1, before2] = [start(one), start(two)];
    const update = rateMatch(
      { ...before1, racks: racksOf(one, two, family) },
      { ...before2, racks: racksOf(two, one, family) },
    );
    const sides = [
      [one, before1, update.a, update.deltaA],
      [two, before2, update.b, update.deltaB],
    ] as const;
    for (const [row, before, after, delta] of sides) {
      await tx
        .update(ratingChanges)
        .set({
          ratingBefore: before.rating,
          delta,
          ratingAfter: after.rating,
          deviationBefore: before.deviation,
          deviationAfter: after.deviation,
          volatilityBefore: before.volatility,
          volatilityAfter: after.volatility,
        })
        .where(eq(ratingChanges.id, row.id));
      states.set(row.userId, { ...after, lastRowRating: row.ratingAfter });
    }
  }
  return states;
}

/**
 * Replays every family's ledger into the current model once; false when it was done before. A
 * rating moved outside the ledger after a player's last row (an operator's adjustment) keeps that
 * move on top of the replayed rating.
 */
export async function replayRatingHistories(db: Db, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(dataMigrations)
      .values({ name: RATING_REPLAY, appliedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    for (const family of GAME_FAMILIES) {
      const column = RATING_COLUMNS[family].fields;
      for (const [userId, state] of await replayFamily(tx, family)) {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) continue;
        const outside = user[column.rating] - state.lastRowRating;
        await tx
          .update(users)
          .set({
            [column.rating]: Math.round((state.rating + outside) * 10) / 10,
            [column.deviation]: state.deviation,
            [column.volatility]: state.volatility,
          })
          .where(eq(users.id, userId));
      }
    }
    return true;
  });
}
