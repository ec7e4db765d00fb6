// The leaderboards: the pool board (players with a rated pool match, by pool rating) and one
// board per carom discipline (its players by carom rating, or by their general average over the
// last 12 months), each with the players' record and their rating's trend over the last days.
import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { CAROM_AVERAGE_MIN_GAMES, isProvisional, type GameFamily } from '../../../shared/domain';
import type { Paginated } from '../../../shared/schemas/common';
import type { RankCode } from '../../../shared/schemas/config';
import type {
  CaromFigures,
  CaromGame,
  PlayerStats,
  RankingEntry,
  RankingSort,
} from '../../../shared/schemas/players';
import type { Db } from '../../db/client';
import { ratingChanges, users } from '../../db/schema';
import {
  caromGames,
  EMPTY_FIGURES,
  figureColumns,
  recentSince,
  toFigures,
} from '../matches/carom-figures';
import { pageMeta, pageOffset, type PageInput } from '../pagination';
import { EMPTY_STATS, statsOf } from './player-record';
import { playerSummaryColumns, toPlayerSummary } from './player-summary';

const DAY = 24 * 60 * 60 * 1000;
/** The leaderboard's trend looks back this far. */
const TREND_DAYS = 30;

export interface RankingsQuery extends PageInput {
  rank?: RankCode;
  /** A carom discipline's board; the pool board without it. */
  game?: CaromGame;
  /** Carom boards: by carom rating (the default) or by the recent general average. */
  sort?: RankingSort;
}

interface RankingsContext {
  now: () => Date;
  suggester: () => Promise<(rating: number) => RankCode>;
}

/** A tenth of a point, like the ratings (sums of tenths drift in binary). */
function tenth(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

/**
 * The board the query names. `position` is the place in the whole board, so filtering by rank
 * keeps each player's place.
 */
export async function rankings(
  db: Db,
  query: RankingsQuery,
  context: RankingsContext,
): Promise<Paginated<RankingEntry>> {
  return query.game
    ? caromBoard(db, { ...query, game: query.game }, context)
    : poolBoard(db, query, context);
}

/** Players with at least one rated pool match, by pool rating (ties by id). */
async function poolBoard(
  db: Db,
  query: RankingsQuery,
  context: RankingsContext,
): Promise<Paginated<RankingEntry>> {
  const board = rankedBoard(db, [sql`${users.rating} desc`]).where(
    sql`exists (select 1 from ${ratingChanges} where ${ratingChanges.userId} = ${users.id} and ${ratingChanges.family} = 'pool')`,
  );
  const { rows, total } = await pageOf(db, board.as('ranked'), query);
  const ids = rows.map((r) => r.id);
  // In turn: `db` may be a transaction, whose single connection must not be handed
  // overlapping queries.
  const stats = await statsOf(db, ids);
  const suggest = await context.suggester();
  const trends = await trendsOf(db, ids, 'pool', context.now());
  return {
    data: rows.map((row) => ({
      position: Number(row.position),
      player: toPlayerSummary(row),
      suggestedRank: suggest(row.rating),
      stats: stats.get(row.id) ?? EMPTY_STATS,
      trend: trends.get(row.id) ?? 0,
      carom: null,
    })),
    meta: pageMeta(query, total),
  };
}

/**
 * A carom discipline's board. By rating: the players with a finished game of it, by carom
 * rating, with the figures of their career in it. By general average: the players with at least
 * CAROM_AVERAGE_MIN_GAMES games of it in the last 12 months, by their general average over those
 * months (then high run), with those months' figures.
 */
async function caromBoard(
  db: Db,
  query: RankingsQuery & { game: CaromGame },
  context: RankingsContext,
): Promise<Paginated<RankingEntry>> {
  const since = query.sort === 'generalAverage' ? recentSince(context.now()) : undefined;
  const games = caromGames(db, { game: query.game, since });
  const totals = db
    .select({
      userId: games.userId,
      points: sql<number>`sum(${games.points})`.as('points'),
      innings: sql<number>`sum(${games.innings})`.as('innings'),
      highRun: sql<number>`max(${games.highRun})`.as('high_run'),
    })
    .from(games)
    .groupBy(games.userId)
    .having(since ? sql`count(*) >= ${CAROM_AVERAGE_MIN_GAMES}` : undefined)
    .as('totals');
  const order = since
    ? [
        sql`${totals.points}::float8 / nullif(${totals.innings}, 0) desc nulls last`,
        sql`${totals.highRun} desc`,
      ]
    : [sql`${users.caromRating} desc`];
  const board = rankedBoard(db, order).innerJoin(totals, eq(totals.userId, users.id));
  const { rows, total } = await pageOf(db, board.as('ranked'), query);
  const ids = rows.map((r) => r.id);
  const figures = await caromRecords(db, ids, query.game, since);
  const suggest = await context.suggester();
  const trends = await trendsOf(db, ids, 'carom', context.now());
  return {
    data: rows.map((row) => {
      const own = figures.get(row.id);
      return {
        position: Number(row.position),
        player: toPlayerSummary(row),
        suggestedRank: suggest(row.rating),
        stats: own?.stats ?? EMPTY_STATS,
        trend: trends.get(row.id) ?? 0,
        carom: {
          rating: row.caromRating,
          provisional: isProvisional(row.caromRatingDeviation),
          ...(own?.figures ?? EMPTY_FIGURES),
        },
      };
    }),
    meta: pageMeta(query, total),
  };
}

/** A board's players with their place in the whole board, by `order` (ties by id). */
function rankedBoard(db: Db, order: SQL[]) {
  const by = sql.join([...order, sql`${users.id} asc`], sql`, `);
  return db
    .select({
      ...playerSummaryColumns,
      caromRating: users.caromRating,
      caromRatingDeviation: users.caromRatingDeviation,
      position: sql<number>`row_number() over (order by ${by})`.as('position'),
    })
    .from(users)
    .$dynamic();
}

type RankedBoard = ReturnType<ReturnType<typeof rankedBoard>['as']>;

/** The page of a board, filtered by official rank when asked, and the board's size. */
async function pageOf(db: Db, ranked: RankedBoard, query: RankingsQuery) {
  const where = query.rank ? eq(ranked.rank, query.rank) : undefined;
  const [total] = await db.select({ n: count() }).from(ranked).where(where);
  const rows = await db
    .select()
    .from(ranked)
    .where(where)
    .orderBy(asc(ranked.position))
    .limit(query.perPage)
    .offset(pageOffset(query));
  return { rows, total: total?.n ?? 0 };
}

/** Each player's figures in one discipline (since a date or over the career) and record. */
async function caromRecords(
  db: Db,
  ids: number[],
  game: CaromGame,
  since: Date | undefined,
): Promise<Map<number, { figures: CaromFigures; stats: PlayerStats }>> {
  if (ids.length === 0) return new Map();
  const games = caromGames(db, { game, since, userIds: ids });
  const rows = await db
    .select({ userId: games.userId, ...figureColumns(games) })
    .from(games)
    .where(inArray(games.userId, ids))
    .groupBy(games.userId);
  return new Map(
    rows.map((row) => {
      const figures = toFigures(row);
      const stats = {
        matchesWon: figures.won,
        matchesLost: figures.lost,
        racksWon: figures.points,
        racksLost: row.opponentPoints,
      };
      return [row.userId, { figures, stats }];
    }),
  );
}

/** Each player's change of the family's rating over the last TREND_DAYS days. */
async function trendsOf(
  db: Db,
  ids: number[],
  family: GameFamily,
  now: Date,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const since = new Date(now.getTime() - TREND_DAYS * DAY);
  const rows = await db
    .select({
      userId: ratingChanges.userId,
      sum: sql<number>`coalesce(sum(${ratingChanges.delta}), 0)`.mapWith(Number),
    })
    .from(ratingChanges)
    .where(
      and(
        inArray(ratingChanges.userId, ids),
        eq(ratingChanges.family, family),
        gte(ratingChanges.createdAt, since),
      ),
    )
    .groupBy(ratingChanges.userId);
  return new Map(rows.map((t) => [t.userId, tenth(t.sum)]));
}
