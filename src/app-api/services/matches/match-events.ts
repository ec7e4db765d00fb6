// The history of a match's result (match_events): every decision, correction, reset and revert,
// written in the transaction that made it, and read newest first.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AwardedResultType, ProtestRuling } from '../../../shared/domain';
import type { MatchEvent } from '../../../shared/schemas/match-history';
import type { Db } from '../../db/client';
import {
  matchEvents,
  matchProtests,
  matchRacks,
  type MatchEventRow,
  type MatchProtestRow,
  type MatchRow,
} from '../../db/schema';
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
    /** The protest a `protest` or `ruling` event tells of. */
    protestId?: number | null;
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
      protestId: event.protestId ?? null,
      createdAt: event.at,
    })
    .returning();
  return written as MatchEventRow;
}

/** The events that change a match's result (not the protests and the rulings on it). */
export const RESULT_CHANGE_KINDS = [
  'result',
  'correction',
  'reset',
  'revert',
] as const satisfies readonly MatchEventRow['kind'][];

const changesResult = (kind: MatchEventRow['kind']): boolean =>
  (RESULT_CHANGE_KINDS as readonly string[]).includes(kind);

/** Of a match's events, those that changed its result. */
export const resultChanges = (events: MatchEventRow[]): MatchEventRow[] =>
  events.filter((e) => changesResult(e.kind));

/**
 * The event that set the match's current result, of `events` (newest first): its latest
 * decision, correction or revert; null while undecided (a reset, or a change to no result).
 */
export function currentResultEvent(events: MatchEventRow[]): MatchEventRow | null {
  const [latest] = resultChanges(events);
  return latest && latest.kind !== 'reset' && latest.toScore1 !== null ? latest : null;
}

/**
 * Rules on the protests still open against the match's result: each gets `ruling` and a `ruling`
 * event in the history. A change to the result (a correction, a revert, a reset from another
 * match's correction) answers them too: the result they protested is gone.
 */
export async function answerOpenProtests(
  tx: Db,
  row: Pick<MatchRow, 'id' | 'tournamentId' | 'player1Id' | 'player2Id'>,
  answer: { ruling: ProtestRuling; actorId: number | null; from: Result; to: Result; at: Date },
): Promise<void> {
  const answered = await tx
    .update(matchProtests)
    .set({ ruling: answer.ruling, ruledBy: answer.actorId, ruledAt: answer.at })
    .where(and(eq(matchProtests.matchId, row.id), isNull(matchProtests.ruling)))
    .returning({ id: matchProtests.id });
  const { ruling: _ruling, ...event } = answer;
  for (const { id } of answered) {
    await recordMatchEvent(tx, { row, kind: 'ruling', ...event, protestId: id });
  }
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
export function revertTarget(all: MatchEventRow[]): MatchEventRow | null {
  const events = resultChanges(all);
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
  const protests = new Map(
    (await db.select().from(matchProtests).where(eq(matchProtests.matchId, matchId))).map((p) => [
      p.id,
      p,
    ]),
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
    protest: protestOf(row, protests),
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
      protest: null,
    };
  });
  // Newest first; a rack and the result it decided share a moment, the result above it.
  return [...results, ...rackEvents].sort(
    (a, b) =>
      Date.parse(b.at) - Date.parse(a.at) || Number(a.kind === 'rack') - Number(b.kind === 'rack'),
  );
}

/** What a `protest` event says (its reason), and a `ruling` event the ruling on it. */
function protestOf(
  row: MatchEventRow,
  protests: Map<number, MatchProtestRow>,
): MatchEvent['protest'] {
  const protest = row.protestId === null ? undefined : protests.get(row.protestId);
  if (!protest || (row.kind !== 'protest' && row.kind !== 'ruling')) return null;
  return { reason: protest.reason, ruling: row.kind === 'ruling' ? protest.ruling : null };
}
