// Players as anyone may see them: the lookup, the profile with its rating history, achievements
// and finished matches, the leaderboard, and the organiser's decision on an official rank.
// Only public columns are ever selected: never phone, e-mail, wallet, birthday or address.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Paginated } from '../../shared/schemas/common';
import type { RankCode } from '../../shared/schemas/config';
import type {
  Achievement,
  PlayerListItem,
  PlayerMatch,
  PlayerProfile,
  PlayerSort,
  PlayerStats,
  RankChange,
  RankingEntry,
  RatingPoint,
  SetRankInput,
} from '../../shared/schemas/players';
import type { User } from '../../shared/schemas/user';
import { suggestRank } from '../../shared/ranks';
import type { Db } from '../db/client';
import {
  achievements,
  matches,
  rankChanges,
  ratingChanges,
  tournamentPlayers,
  tournaments,
  users,
} from '../db/schema';
import { containsPattern, foldSearchText } from '../db/search-fold';
import { APP_API_MESSAGES, AppApiError } from '../errors';
import { requirePermission } from './access';
import { ranksFrom, storedRanks, type ConfigService } from './config';
import { loadMatches } from './matches';
import { pageMeta, pageOffset, type PageInput } from './pagination';
import { loadPlayerSummaries, playerSummaryColumns, toPlayerSummary } from './player-summary';

const DAY = 24 * 60 * 60 * 1000;
/** The leaderboard's trend looks back this far. */
export const TREND_DAYS = 30;

export interface PlayerListQuery extends PageInput {
  q?: string;
  rank?: RankCode;
  sort?: PlayerSort;
}

export interface RankingsQuery extends PageInput {
  rank?: RankCode;
}

export interface PlayerServiceOptions {
  now?: () => Date;
}

const EMPTY_STATS: PlayerStats = { matchesWon: 0, matchesLost: 0, racksWon: 0, racksLost: 0 };

// A finished match with two players: what the record counts (a bye has no row to count).
const countedMatch = and(
  eq(matches.status, 'finished'),
  isNotNull(matches.player1Id),
  isNotNull(matches.player2Id),
);

/**
 * Won/lost matches and racks of the outer query's user, over every finished match with two
 * players: a lateral aggregate, one row per user, read through the player indexes of matches.
 */
function recordOfUser(db: Db) {
  // Fragments built apart keep their table names: drizzle writes the columns of an aliased
  // selection unqualified, and a bare "id" would be the match's.
  const isPlayer1 = sql`${matches.player1Id} = ${users.id}`;
  const wonByUser = sql`${matches.winnerId} = ${users.id}`;
  const lostByUser = sql`${matches.winnerId} is distinct from ${users.id}`;
  return db
    .select({
      matchesWon: sql<number>`count(*) filter (where ${wonByUser})`
        .mapWith(Number)
        .as('matches_won'),
      matchesLost: sql<number>`count(*) filter (where ${lostByUser})`
        .mapWith(Number)
        .as('matches_lost'),
      racksWon:
        sql<number>`coalesce(sum(case when ${isPlayer1} then ${matches.score1} else ${matches.score2} end), 0)`
          .mapWith(Number)
          .as('racks_won'),
      racksLost:
        sql<number>`coalesce(sum(case when ${isPlayer1} then ${matches.score2} else ${matches.score1} end), 0)`
          .mapWith(Number)
          .as('racks_lost'),
    })
    .from(matches)
    .where(and(countedMatch, or(eq(matches.player1Id, users.id), eq(matches.player2Id, users.id))))
    .as('record');
}

/** A window column: the rows the query would give without its limit. */
const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

const hasRatedMatch = sql`exists (select 1 from ${ratingChanges} where ${ratingChanges.userId} = ${users.id})`;

const playerCount =
  sql<number>`(select count(*) from ${tournamentPlayers} where ${tournamentPlayers.tournamentId} = ${tournaments.id})`.mapWith(
    Number,
  );

/** A tenth of a point, like the ratings (sums of tenths drift in binary). */
function tenth(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

export function createPlayerService(
  db: Db,
  deps: { config: ConfigService },
  options: PlayerServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());

  async function suggester(): Promise<(rating: number) => RankCode> {
    const { ranks } = await deps.config.getConfig();
    return (rating) => suggestRank(ranks, rating);
  }

  /** Won/lost matches and racks of each user, over every finished match with two players. */
  async function statsOf(ids: number[]): Promise<Map<number, PlayerStats>> {
    if (ids.length === 0) return new Map();
    const record = recordOfUser(db);
    const rows = await db
      .select({
        userId: users.id,
        matchesWon: record.matchesWon,
        matchesLost: record.matchesLost,
        racksWon: record.racksWon,
        racksLost: record.racksLost,
      })
      .from(users)
      .leftJoinLateral(record, sql`true`)
      .where(inArray(users.id, ids));
    return new Map(rows.map(({ userId, ...stats }) => [userId, stats]));
  }

  async function findPlayer(id: number) {
    const [row] = await db
      .select({ ...playerSummaryColumns, bio: users.bio, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw AppApiError.notFound(APP_API_MESSAGES.playerNotFound);
    return row;
  }

  /** `/players`: search by name or username without accents, one rank, three orders. */
  async function list(query: PlayerListQuery): Promise<Paginated<PlayerListItem>> {
    const q = query.q ? foldSearchText(query.q.trim()) : '';
    const where = and(
      q ? like(users.searchName, containsPattern(q)) : undefined,
      query.rank ? eq(users.rank, query.rank) : undefined,
    );
    const record = recordOfUser(db);
    const orderBy =
      query.sort === 'name'
        ? [asc(users.searchName), asc(users.id)]
        : query.sort === 'matches'
          ? [
              desc(sql`${record.matchesWon} + ${record.matchesLost}`),
              desc(users.rating),
              asc(users.id),
            ]
          : [desc(users.rating), asc(users.id)];
    // One statement for the page, its total and each player's record.
    const rows = await db
      .select({
        player: playerSummaryColumns,
        stats: {
          matchesWon: record.matchesWon,
          matchesLost: record.matchesLost,
          racksWon: record.racksWon,
          racksLost: record.racksLost,
        },
        total: totalRows,
        ranks: storedRanks,
      })
      .from(users)
      .leftJoinLateral(record, sql`true`)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.perPage)
      .offset(pageOffset(query));
    const total =
      rows[0]?.total ??
      (query.page > 1
        ? ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0)
        : 0);
    const ranks = rows[0] ? ranksFrom(rows[0].ranks) : [];
    return {
      data: rows.map(({ player, stats }) => ({
        ...toPlayerSummary(player),
        suggestedRank: suggestRank(ranks, player.rating),
        stats,
      })),
      meta: pageMeta(query, total),
    };
  }

  /** The header of a player's pages. */
  async function get(id: number): Promise<PlayerProfile> {
    const row = await findPlayer(id);
    // One query at a time: `db` may be a transaction (setRank in the demo seed), whose single
    // connection must not be handed overlapping queries (node-postgres deprecates it).
    const stats = await statsOf([id]);
    const suggest = await suggester();
    const racks = await db
      .select({
        n: sql<number>`coalesce(sum(${ratingChanges.racksWon} + ${ratingChanges.racksLost}), 0)`.mapWith(
          Number,
        ),
      })
      .from(ratingChanges)
      .where(eq(ratingChanges.userId, id));
    const played = await db
      .select({ n: count() })
      .from(tournamentPlayers)
      .innerJoin(tournaments, eq(tournaments.id, tournamentPlayers.tournamentId))
      .where(
        and(eq(tournamentPlayers.userId, id), inArray(tournaments.status, ['ongoing', 'finished'])),
      );
    const titles = await db
      .select({ n: count() })
      .from(achievements)
      .where(and(eq(achievements.userId, id), eq(achievements.kind, 'champion')));
    const changes = await rankChangesOf(id);
    return {
      ...toPlayerSummary(row),
      suggestedRank: suggest(row.rating),
      stats: stats.get(id) ?? EMPTY_STATS,
      bio: row.bio,
      memberSince: row.createdAt.toISOString(),
      racksPlayed: racks[0]?.n ?? 0,
      tournamentsPlayed: played[0]?.n ?? 0,
      titles: titles[0]?.n ?? 0,
      rankChanges: changes,
    };
  }

  async function rankChangesOf(id: number): Promise<RankChange[]> {
    const rows = await db
      .select()
      .from(rankChanges)
      .where(eq(rankChanges.userId, id))
      .orderBy(desc(rankChanges.createdAt), desc(rankChanges.id));
    const deciders = await loadPlayerSummaries(
      db,
      rows.map((r) => r.changedBy),
    );
    return rows.flatMap((row) => {
      const changedBy = deciders.get(row.changedBy);
      if (!changedBy) return [];
      return [
        {
          id: row.id,
          fromRank: row.fromRank,
          toRank: row.toRank,
          reason: row.reason,
          changedBy,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    });
  }

  /**
   * The rating chart, oldest first: where the player started, then the rating after each rated
   * match. The last point is the current rating.
   */
  async function ratingHistory(id: number): Promise<RatingPoint[]> {
    const player = await findPlayer(id);
    const rows = await db
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.userId, id))
      .orderBy(asc(ratingChanges.id));
    const opponents = await loadPlayerSummaries(
      db,
      rows.map((r) => r.opponentId),
    );
    const first = rows[0];
    // An account created after its first result (seeded history) starts at that result.
    const startedAt =
      first && first.createdAt < player.createdAt ? first.createdAt : player.createdAt;
    const start: RatingPoint = {
      at: startedAt.toISOString(),
      rating: first ? first.ratingBefore : player.rating,
      delta: 0,
      matchId: null,
      opponent: null,
      racksWon: 0,
      racksLost: 0,
    };
    return [
      start,
      ...rows.map((row) => ({
        at: row.createdAt.toISOString(),
        rating: row.ratingAfter,
        delta: row.delta,
        matchId: row.matchId,
        opponent: row.opponentId === null ? null : (opponents.get(row.opponentId) ?? null),
        racksWon: row.racksWon,
        racksLost: row.racksLost,
      })),
    ];
  }

  /** Titles and places, newest first. */
  async function achievementsOf(id: number, page: PageInput): Promise<Paginated<Achievement>> {
    await findPlayer(id);
    const where = eq(achievements.userId, id);
    const [total] = await db.select({ n: count() }).from(achievements).where(where);
    const rows = await db
      .select({
        achievement: achievements,
        tournament: {
          id: tournaments.id,
          name: tournaments.name,
          game: tournaments.game,
          startsAt: tournaments.startsAt,
          playerCount,
        },
      })
      .from(achievements)
      .innerJoin(tournaments, eq(tournaments.id, achievements.tournamentId))
      .where(where)
      .orderBy(desc(achievements.createdAt), desc(achievements.id))
      .limit(page.perPage)
      .offset(pageOffset(page));
    return {
      data: rows.map(({ achievement, tournament }) => ({
        id: achievement.id,
        kind: achievement.kind,
        place: achievement.place,
        tournament: { ...tournament, startsAt: tournament.startsAt.toISOString() },
        createdAt: achievement.createdAt.toISOString(),
      })),
      meta: pageMeta(page, total?.n ?? 0),
    };
  }

  /** Finished matches of the player, newest first, each with what it did to their rating. */
  async function matchesOf(
    id: number,
    page: PageInput,
    viewer: User | null,
  ): Promise<Paginated<PlayerMatch>> {
    await findPlayer(id);
    const where = and(
      eq(matches.status, 'finished'),
      or(eq(matches.player1Id, id), eq(matches.player2Id, id)),
    );
    const [total] = await db.select({ n: count() }).from(matches).where(where);
    const found = await loadMatches(
      db,
      { where, orderBy: [sql`${matches.finishedAt} desc nulls last`, desc(matches.id)], page },
      viewer,
    );
    const deltas =
      found.length === 0
        ? []
        : await db
            .select({ matchId: ratingChanges.matchId, delta: ratingChanges.delta })
            .from(ratingChanges)
            .where(
              and(
                eq(ratingChanges.userId, id),
                inArray(
                  ratingChanges.matchId,
                  found.map((m) => m.id),
                ),
              ),
            );
    const deltaOf = new Map(deltas.map((d) => [d.matchId, d.delta]));
    return {
      data: found.map((match) => ({ ...match, ratingDelta: deltaOf.get(match.id) ?? null })),
      meta: pageMeta(page, total?.n ?? 0),
    };
  }

  /** An organiser's decision on the official rank, recorded with who, when and why. */
  async function setRank(
    actor: User,
    id: number,
    input: Omit<SetRankInput, 'id'>,
  ): Promise<PlayerProfile> {
    requirePermission(actor, 'tournament.update');
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ rank: users.rank })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!row) throw AppApiError.notFound(APP_API_MESSAGES.playerNotFound);
      if (row.rank === input.rank) throw AppApiError.field('rank', APP_API_MESSAGES.rankUnchanged);
      const at = now();
      await tx.update(users).set({ rank: input.rank }).where(eq(users.id, id));
      await tx.insert(rankChanges).values({
        userId: id,
        fromRank: row.rank,
        toRank: input.rank,
        reason: input.reason,
        changedBy: actor.id,
        createdAt: at,
      });
    });
    return get(id);
  }

  /**
   * The leaderboard: players with at least one rated match, by rating (ties by id). `position`
   * is the place in the whole leaderboard, so filtering by rank keeps each player's place.
   */
  async function rankings(query: RankingsQuery): Promise<Paginated<RankingEntry>> {
    const ranked = db
      .select({
        ...playerSummaryColumns,
        position:
          sql<number>`row_number() over (order by ${users.rating} desc, ${users.id} asc)`.as(
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
    const since = new Date(now().getTime() - TREND_DAYS * DAY);
    // In turn, as in get(): `db` may be a transaction.
    const stats = await statsOf(ids);
    const suggest = await suggester();
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

  return {
    list,
    get,
    ratingHistory,
    achievements: achievementsOf,
    matches: matchesOf,
    setRank,
    rankings,
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
