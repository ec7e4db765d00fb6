// A tournament as lists and notices show it (its summary: club, player count, fee, limits),
// read in one statement; shared by the tournaments' own reads and, through the domain's door,
// by the follows feed, the tours and the notices.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TournamentSummary } from '../../../shared/schemas/tournaments';
import type { Db } from '../../db/client';
import { stores, tournamentPlayers, tournaments, type TournamentRow } from '../../db/schema';

/** The registrations of the outer query's tournament, counted through their index. */
export const playerCount =
  sql<number>`(select count(*) from ${tournamentPlayers} where ${tournamentPlayers.tournamentId} = ${tournaments.id})`.mapWith(
    Number,
  );

export function summaryOf(
  row: TournamentRow,
  extras: { playerCount: number; store: TournamentSummary['store'] },
): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    format: row.format,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    store: extras.store,
    maxPlayers: row.maxPlayers,
    playerCount: extras.playerCount,
    entryFee: row.entryFee,
    minRank: row.minRank,
    maxRank: row.maxRank,
    handicap: row.handicap,
  };
}

/** The summaries of the tournaments with these ids (a notice names its event so). */
export async function tournamentSummariesByIds(
  db: Db,
  ids: readonly number[],
): Promise<TournamentSummary[]> {
  if (!ids.length) return [];
  const found = await loadTournamentSummaries(db, inArray(tournaments.id, [...ids]));
  return found.map(({ summary }) => summary);
}

/**
 * The summaries of the tournaments `where` picks, in `orderBy`'s order (by start by default), with
 * their club and player count in one statement, and the row each comes from.
 */
export async function loadTournamentSummaries(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[] = [asc(tournaments.startsAt), asc(tournaments.id)],
  limit?: number,
): Promise<{ row: TournamentRow; summary: TournamentSummary }[]> {
  const query = db
    .select({
      tournament: tournaments,
      playerCount,
      store: { id: stores.id, name: stores.name, district: stores.district, city: stores.city },
    })
    .from(tournaments)
    .leftJoin(stores, eq(stores.id, tournaments.storeId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({
    row: r.tournament,
    summary: summaryOf(r.tournament, {
      playerCount: r.playerCount,
      store: r.store?.id ? r.store : null,
    }),
  }));
}
