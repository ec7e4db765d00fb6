// Players as anyone may see them: the lookup, the profile, and the organiser's decision on an
// official rank; the rest of a player's pages are in player-history.ts, the leaderboard in
// rankings.ts. Only public columns are ever selected: never phone, e-mail, wallet, birthday or
// address.
import type { GameFamily } from '../../../shared/domain';
import { and, asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Paginated } from '../../../shared/schemas/common';
import type { RankCode } from '../../../shared/schemas/config';
import type {
  PlayerListItem,
  PlayerProfile,
  PlayerSort,
  SetRankRequest,
} from '../../../shared/schemas/players';
import type { User } from '../../../shared/schemas/user';
import { suggestRank } from '../../../shared/ranks';
import type { Db } from '../../db/client';
import {
  achievements,
  ratingChanges,
  tournamentPlayers,
  tournaments,
  users,
} from '../../db/schema';
import { containsPattern, foldSearchText } from '../../db/search-fold';
import { caromOf } from '../matches/carom-figures';
import { ranksFrom, storedRanks, type ConfigService } from '../config';
import { pageMeta, pageOffset, totalRows, type PageInput } from '../pagination';
import { achievementsOf, findPlayer, matchesOf, ratingHistory } from './player-history';
import { decideRank, rankEventsOf } from './rank-decisions';
import { rankHistoryOf } from './rank-history';
import { headToHeadOf } from './head-to-head';
import { EMPTY_STATS, recordColumns, recordOfUser, statsOf } from './player-record';
import { playerSummaryColumns, toPlayerSummary } from './player-summary';
import { rankings, type RankingsQuery } from './rankings';

export { loadPlayerSummaries } from './player-summary';

export interface PlayerListQuery extends PageInput {
  q?: string;
  rank?: RankCode;
  sort?: PlayerSort;
}

export interface PlayerServiceOptions {
  now?: () => Date;
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
        stats: recordColumns(record),
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
    const row = await findPlayer(db, id);
    // One query at a time: `db` may be a transaction (setRank in the demo seed), whose single
    // connection must not be handed overlapping queries (node-postgres deprecates it).
    const stats = await statsOf(db, [id]);
    const suggest = await suggester();
    const racks = await db
      .select({
        n: sql<number>`coalesce(sum(${ratingChanges.racksWon} + ${ratingChanges.racksLost}), 0)`.mapWith(
          Number,
        ),
      })
      .from(ratingChanges)
      .where(and(eq(ratingChanges.userId, id), eq(ratingChanges.family, 'pool')));
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
    const { ranks } = await deps.config.getConfig();
    const history = await rankHistoryOf(db, id, ranks);
    const carom = await caromOf(db, row, now());
    return {
      ...toPlayerSummary(row),
      suggestedRank: suggest(row.rating),
      stats: stats.get(id) ?? EMPTY_STATS,
      bio: row.bio,
      memberSince: row.createdAt.toISOString(),
      racksPlayed: racks[0]?.n ?? 0,
      ratingDeviation: row.ratingDeviation,
      tournamentsPlayed: played[0]?.n ?? 0,
      titles: titles[0]?.n ?? 0,
      ...history,
      carom,
    };
  }

  return {
    list,
    get,
    ratingHistory: (id: number, family: GameFamily) => ratingHistory(db, id, family),
    achievements: (id: number, page: PageInput) => achievementsOf(db, id, page),
    matches: (id: number, page: PageInput, viewer: User | null) => matchesOf(db, id, page, viewer),
    /** Two players side by side, a pool match between them at the default race. */
    async headToHead(ids: { id: number; opponent: number }, viewer: User | null) {
      const { raceToDefault } = await deps.config.getConfig();
      return headToHeadOf(db, ids, raceToDefault, viewer);
    },
    /** A decision or verification of player `id`'s rank, then their profile as it now reads. */
    async setRank(actor: User, id: number, input: Omit<SetRankRequest, 'id'>) {
      await decideRank(db, actor, id, input, now());
      return await get(id);
    },
    /** The events a decision by `manager` on player `id` may name. */
    rankEvents: (id: number, manager: User) => rankEventsOf(db, id, manager),
    rankings: (query: RankingsQuery) => rankings(db, query, { now, suggester }),
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
