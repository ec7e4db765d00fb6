// The history of a match's result (match_events): every decision, correction, reset and revert,
// written in the transaction that made it, and read newest first.
import { desc, eq, inArray } from 'drizzle-orm';
import type { AwardedResultType } from '../../../shared/domain';
import type { MatchEvent } from '../../../shared/schemas/match-history';
import type { Db } from '../../db/client';
import { matchEvents, matchRacks, type MatchEventRow, type MatchRow } from '../../db/schema';
import { loadPlayerSummaries } from '../players/player-summary';

export type Result = { score1: number; score2: number } | null;

/** A result as an event stores it (two nullable columns). */
export const resultFrom = (score1: number | null, score2: number | null): Result =>
  score1 === null || score2 === null ? null : { score1, score2 };

/** The match's result now: null while it is undecided. */
export function resultOf(row: Pick<MatchRow, 'status' | 'score1' | 'score2'>): Result {
  return row.status === 'finished' ? { score1: row.score1, score2: row.score2 } : null;
}

export async function recordMatchEvent(
  tx: Db,
  event: {
    row: Pick<MatchRow, 'id' | 'tournamentId' | 'player1Id' | 'player2Id'>;
    kind: MatchEventRow['kind'];
    actorId: number | null;
    from: Result;
    to: Result;
    causeId?: number | null;
    /** The `to` result was awarded, not played out. */
    awarded?: AwardedResultType | null;
    /** The side that won the `to` result (none: undecided, or a draw). */
    winner?: 1 | 2 | null;
    at: Date;
  },
): Promise<MatchEventRow> {
  const [written] = await tx
    .insert(matchEvents)
    .values({
      matchId: event.row.id,
      tournamentId: event.row.tournamentId,
      kind: event.kind,
      actorId: event.actorId,
      fromScore1: event.from?.score1 ?? null,
      fromScore2: event.from?.score2 ?? null,
      toScore1: event.to?.score1 ?? null,
      toScore2: event.to?.score2 ?? null,
      toResultType: event.awarded ?? null,
      toWinner: event.winner ?? null,
      player1Id: event.row.player1Id,
      player2Id: event.row.player2Id,
      causeId: event.causeId ?? null,
      createdAt: event.at,
    })
    .returning();
  return written as MatchEventRow;
}

/** The match's events, newest first. */
export async function matchEventsOf(db: Db, matchId: number): Promise<MatchEventRow[]> {
  return db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(desc(matchEvents.id));
}

/**
 * The change a manager may undo now, of `events` (newest first): reverts work as an undo stack,
 * so it is the newest decision or correction not yet reverted. None when that is a reset (it
 * follows from another match's correction, which is the one to revert).
 */
export function revertTarget(events: MatchEventRow[]): MatchEventRow | null {
  const reverted = new Set(events.flatMap((e) => (e.kind === 'revert' ? [e.causeId] : [])));
  const top = events.find((e) => e.kind !== 'revert' && !reverted.has(e.id));
  return top && top.kind !== 'reset' ? top : null;
}

/** The match's history, newest first; `mayRevert`: the caller manages its running tournament. */
export async function readMatchHistory(
  db: Db,
  matchId: number,
  mayRevert: boolean,
): Promise<MatchEvent[]> {
  const rows = await matchEventsOf(db, matchId);
  const causes = rows.flatMap((r) => (r.kind === 'reset' && r.causeId !== null ? [r.causeId] : []));
  const causeMatch = new Map(
    causes.length === 0
      ? []
      : (
          await db
            .select({ id: matchEvents.id, matchId: matchEvents.matchId })
            .from(matchEvents)
            .where(inArray(matchEvents.id, causes))
        ).map((c) => [c.id, c.matchId]),
  );
  const people = await loadPlayerSummaries(
    db,
    rows.flatMap((r) => [r.actorId, r.player1Id, r.player2Id]),
  );
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const target = mayRevert ? revertTarget(rows) : null;
  const racks = await db
    .select()
    .from(matchRacks)
    .where(eq(matchRacks.matchId, matchId))
    .orderBy(desc(matchRacks.id));
  const rackers = await loadPlayerSummaries(
    db,
    racks.map((r) => r.actorId),
  );
  const results: MatchEvent[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.createdAt.toISOString(),
    actor: person(row.actorId),
    from: resultFrom(row.fromScore1, row.fromScore2),
    to: resultFrom(row.toScore1, row.toScore2),
    resultType: row.toResultType ?? 'played',
    player1: person(row.player1Id),
    player2: person(row.player2Id),
    causeMatchId:
      row.kind === 'reset' && row.causeId !== null ? (causeMatch.get(row.causeId) ?? null) : null,
    revertible: row.id === target?.id,
  }));
  // Racks have ids of their own table: told apart from the result's events by their kind.
  const rackEvents: MatchEvent[] = racks.map((rack) => {
    const before = {
      score1: rack.score1 - (rack.player === 1 ? rack.delta : 0),
      score2: rack.score2 - (rack.player === 2 ? rack.delta : 0),
    };
    return {
      id: rack.id,
      kind: 'rack',
      at: rack.createdAt.toISOString(),
      actor: rackers.get(rack.actorId) ?? null,
      from: before,
      to: { score1: rack.score1, score2: rack.score2 },
      resultType: 'played',
      player1: null,
      player2: null,
      causeMatchId: null,
      revertible: false,
    };
  });
  // Newest first; a rack and the result it decided share a moment, the result above it.
  return [...results, ...rackEvents].sort(
    (a, b) =>
      Date.parse(b.at) - Date.parse(a.at) || Number(a.kind === 'rack') - Number(b.kind === 'rack'),
  );
}
