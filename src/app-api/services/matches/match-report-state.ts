// A final score one player reported and the opponent has not confirmed yet, as the match row
// keeps it (reportedBy…), and the dispute two different reports open: shared by the reports
// (match-reports.ts), the racks that reach a race (match-changes.ts) and carom protocols
// (match-protocol.ts) when a player, not the organiser or the referee, sends them.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches, tournamentManagers, type MatchRow, type TournamentRow } from '../../db/schema';
import { writeNotices } from '../notifications';

/**
 * The two players said different things: the match waits for the organiser or the referee, who
 * are told at once (on a busy day nobody watches every table).
 */
export async function openDispute(
  tx: Db,
  tournament: TournamentRow,
  row: MatchRow,
  at: Date,
): Promise<void> {
  await tx.update(matches).set({ disputedAt: at, updatedAt: at }).where(eq(matches.id, row.id));
  await tellDeciders(tx, 'dispute', row, at);
}

/**
 * Tells the match's deciders (its tournament's managers and its referee) of a dispute or a
 * protest: on a busy day nobody watches every match.
 */
export async function tellDeciders(
  tx: Db,
  kind: 'dispute' | 'protest',
  row: Pick<MatchRow, 'id' | 'tournamentId' | 'refereeId' | 'tableLabel'>,
  at: Date,
): Promise<void> {
  const managers = await tx
    .select({ userId: tournamentManagers.userId })
    .from(tournamentManagers)
    .where(eq(tournamentManagers.tournamentId, row.tournamentId));
  const deciders = new Set([
    ...managers.map((m) => m.userId),
    ...(row.refereeId === null ? [] : [row.refereeId]),
  ]);
  const notice = { kind, tournamentId: row.tournamentId, matchId: row.id, players: [...deciders] };
  await writeNotices(tx, [{ ...notice, table: row.tableLabel ?? '' }], at);
}

/** A player's final score, waiting for the opponent to confirm it or report another. */
export const reportOf = (actorId: number, score: { score1: number; score2: number }, at: Date) => ({
  reportedBy: actorId,
  reportedScore1: score.score1,
  reportedScore2: score.score2,
  reportedAt: at,
  updatedAt: at,
});

/**
 * No report waiting any more, nor a dispute: the match was decided, its reporter took the report
 * back, or the organiser scored over it.
 */
export const NO_REPORT = {
  reportedBy: null,
  reportedScore1: null,
  reportedScore2: null,
  reportedAt: null,
  disputedAt: null,
} as const;
