// The leaderboard: players with at least one rated match, by rating, with their record and
// their rating's trend over the last days.
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Paginated } from '../../shared/schemas/common';
import type { RankCode } from '../../shared/schemas/config';
import type { RankingEntry } from '../../shared/schemas/players';
import type { Db } from '../db/client';
import { ratingChanges, users } from '../db/schema';
import { pageMeta, pageOffset, type PageInput } from './pagination';
import { EMPTY_STATS, statsOf } from './player-record';
import { playerSummaryColumns, toPlayerSummary } from './player-summary';

const DAY = 24 * 60 * 60 * 1000;
/** The leaderboard's trend looks back this far. */
export const TREND_DAYS = 30;

export interface RankingsQuery extends PageInput {
  rank?: RankCode;
}

const hasRatedMatch = sql`exists (select 1 from ${ratingChanges} where ${ratingChanges.userId} = ${users.id})`;

/** A tenth of a point, like the ratings (sums of tenths drift in binary). */
function tenth(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

/**
 * The leaderboard: players with at least one rated match, by rating (ties by id). `position`
 * is the place in the whole leaderboard, so filtering by rank keeps each player's place.
 */
export async function rankings(
  db: Db,
  query: RankingsQuery,
  context: { now: () => Date; suggester: () => Promise<(rating: number) => RankCode> },
): Promise<Paginated<RankingEntry>> {
  const ranked = db
    .select({
      ...playerSummaryColumns,
      position: sql<number>`row_number() over (order by ${users.rating} desc, ${users.id} asc)`.as(
        'position',
      ),
    })
    .from(users)
    .where(hasRatedMatch)
    .as('ranked');
  const where = query.rank ? eq(ranked.rank, query.rank) : undefined;
  const [total] = await db.select({ n: count() }).from(ranked).where(where);
  const rows = await db
    .select()
    .from(ranked)
    .where(where)
    .orderBy(asc(ranked.position))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const ids = rows.map((r) => r.id);
  const since = new Date(context.now().getTime() - TREND_DAYS * DAY);
  // In turn: `db` may be a transaction, whose single connection must not be handed
  // overlapping queries.
  const stats = await statsOf(db, ids);
  const suggest = await context.suggester();
  const trends =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: ratingChanges.userId,
            sum: sql<number>`coalesce(sum(${ratingChanges.delta}), 0)`.mapWith(Number),
          })
          .from(ratingChanges)
          .where(and(inArray(ratingChanges.userId, ids), gte(ratingChanges.createdAt, since)))
          .groupBy(ratingChanges.userId);
  const trendOf = new Map(trends.map((t) => [t.userId, tenth(t.sum)]));
  return {
    data: rows.map((row) => ({
      position: Number(row.position),
      player: toPlayerSummary(row),
      suggestedRank: suggest(row.rating),
      stats: stats.get(row.id) ?? EMPTY_STATS,
      trend: trendOf.get(row.id) ?? 0,
    })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
