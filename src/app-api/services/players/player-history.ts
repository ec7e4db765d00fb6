// A player's pages beyond the header: the rating chart, achievements and finished matches
// (the rank history is rank-history.ts). Only public columns are ever selected.
import type { GameFamily } from '../../../shared/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Paginated } from '../../../shared/schemas/common';
import type { Achievement, PlayerMatch, RatingPoint } from '../../../shared/schemas/players';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { achievements, matches, ratingChanges, tournaments, users } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { loadMatches, playedBy } from '../matches';
import { newestFirstPage, pageMeta, type PageInput } from '../pagination';
import { loadPlayerSummaries, playerSummaryColumns } from './player-summary';
import { playerCount } from '../tournaments/tournament-summaries';

/** The player's public row, or 404. */
export async function findPlayer(db: Db, id: number) {
  const [row] = await db
    .select({
      ...playerSummaryColumns,
      caromRating: users.caromRating,
      caromRatingDeviation: users.caromRatingDeviation,
      bio: users.bio,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.playerNotFound);
  return row;
}

/**
 * The pool rating chart, oldest first: where the player started, then the rating after each
 * rated pool match. The last point is the current pool rating; carom games move the carom
 * rating, in rows of their own, and stay off this chart.
 */
export async function ratingHistory(
  db: Db,
  id: number,
  family: GameFamily,
): Promise<RatingPoint[]> {
  const player = await findPlayer(db, id);
  const rows = await db
    .select()
    .from(ratingChanges)
    .where(and(eq(ratingChanges.userId, id), eq(ratingChanges.family, family)))
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
    rating: first ? first.ratingBefore : family === 'carom' ? player.caromRating : player.rating,
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
export async function achievementsOf(
  db: Db,
  id: number,
  page: PageInput,
): Promise<Paginated<Achievement>> {
  await findPlayer(db, id);
  const query = db
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
    .$dynamic();
  const where = eq(achievements.userId, id);
  const { rows, meta } = await newestFirstPage(db, achievements, query, where, page);
  return {
    data: rows.map(({ achievement, tournament }) => ({
      id: achievement.id,
      kind: achievement.kind,
      place: achievement.place,
      tournament: { ...tournament, startsAt: tournament.startsAt.toISOString() },
      createdAt: achievement.createdAt.toISOString(),
    })),
    meta,
  };
}

/** Finished matches of the player, newest first, each with what it did to their rating. */
export async function matchesOf(
  db: Db,
  id: number,
  page: PageInput,
  viewer: User | null,
): Promise<Paginated<PlayerMatch>> {
  await findPlayer(db, id);
  const where = and(eq(matches.status, 'finished'), playedBy(id));
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
