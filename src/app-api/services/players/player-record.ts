// A player's pool record: won and lost matches and racks, over every finished pool match with two
// players (carom games count points, not racks: their figures are in carom-figures.ts). One
// lateral aggregate, shared by the player list, a profile and the pool leaderboard.
import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { CAROM_GAMES } from '../../../shared/domain';
import type { PlayerStats } from '../../../shared/schemas/players';
import type { Db } from '../../db/client';
import { matches, tournaments, users } from '../../db/schema';

export const EMPTY_STATS: PlayerStats = {
  matchesWon: 0,
  matchesLost: 0,
  racksWon: 0,
  racksLost: 0,
};

// A finished pool match with two players: what the record counts (a bye has no row to count).
const poolTournaments = sql`(select ${tournaments.id} from ${tournaments} where ${notInArray(tournaments.game, [...CAROM_GAMES])})`;
const countedMatch = and(
  eq(matches.status, 'finished'),
  isNotNull(matches.player1Id),
  isNotNull(matches.player2Id),
  sql`${matches.tournamentId} in ${poolTournaments}`,
);

/**
 * Won/lost matches and racks of the outer query's user, over every finished pool match with two
 * players: a lateral aggregate, one row per user, read through the player indexes of matches.
 * Join it with `leftJoinLateral(record, sql\`true\`)` and select `recordColumns(record)`.
 */
export function recordOfUser(db: Db) {
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

type RecordSubquery = ReturnType<typeof recordOfUser>;

/** The record's columns as a `PlayerStats` selection. */
export function recordColumns(record: RecordSubquery) {
  return {
    matchesWon: record.matchesWon,
    matchesLost: record.matchesLost,
    racksWon: record.racksWon,
    racksLost: record.racksLost,
  };
}

/** The record of each of the users `ids`. */
export async function statsOf(db: Db, ids: number[]): Promise<Map<number, PlayerStats>> {
  if (ids.length === 0) return new Map();
  const record = recordOfUser(db);
  const rows = await db
    .select({ userId: users.id, ...recordColumns(record) })
    .from(users)
    .leftJoinLateral(record, sql`true`)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ userId, ...stats }) => [userId, stats]));
}
