// What a changed result undoes in the bracket: the knockout matches its players' results led to
// (the winner's and, in double elimination, the loser's path), however far the bracket went on.
// A round robin's match (a round robin, a group, a Swiss round) leads to no other: every pairing
// of the stage was drawn at its start, whoever won. The next stage drawn from its table (the
// knockout after the groups, the next Swiss round) is not undone here: a correction is refused
// once it is drawn (match-corrections.ts).
import { helpers, type BracketsManager } from 'brackets-manager';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches, type MatchRow, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import type { BracketStore, PlacedMatch } from '../brackets';
import { answerOpenProtests, recordMatchEvent } from './match-events';
import { NO_REPORT } from './match-report-state';
import { unrateMatch } from '../players/rating-ledger';

/** A match whose result no longer holds: to be played (again) by whoever the bracket says. */
export const UNDECIDED = {
  status: 'scheduled',
  score1: 0,
  score2: 0,
  winnerId: null,
  startedAt: null,
  finishedAt: null,
  carom: null,
  resultType: 'played',
  tableLabel: null,
  calledAt: null,
  ...NO_REPORT,
} as const;

export interface Bracket {
  tournament: TournamentRow;
  manager: BracketsManager;
  store: BracketStore;
}

/**
 * Every bracket match after `origin` (through byes), each listed before the matches that lead
 * to it: the order to undo them in, since brackets-manager resets a match only while the
 * matches after it are unplayed. None after a round robin's match: brackets-manager's
 * `nextMatches` answers one of the next round there too, as if the stage were a bracket, and
 * undoing it undid a result nobody changed (and reopened a finished event, its prizes taken back).
 */
async function laterMatches(manager: BracketsManager, origin: PlacedMatch): Promise<number[]> {
  if (origin.stage.type === 'round_robin') return [];
  const order: number[] = [];
  const seen = new Set<number>();
  const visit = async (id: number): Promise<void> => {
    for (const next of await manager.find.nextMatches(id)) {
      const nextId = Number(next.id);
      if (seen.has(nextId)) continue;
      seen.add(nextId);
      await visit(nextId);
      order.push(nextId);
    }
  };
  await visit(Number(origin.record.id));
  return order;
}

/**
 * A knockout's winner who went on by a bye, because the next match's other side was a double
 * walkover, cannot be changed: brackets-manager keeps that bye decided (locked) for good.
 */
export async function assertNoDoubleWalkoverAhead(
  tx: Db,
  manager: BracketsManager,
  tournamentId: number,
  origin: PlacedMatch,
): Promise<void> {
  const doubles = await tx
    .select({ bracketMatchId: matches.bracketMatchId })
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), eq(matches.resultType, 'double_walkover')));
  if (doubles.length === 0) return;
  const later = new Set(await laterMatches(manager, origin));
  if (later.size === 0) return;
  for (const { bracketMatchId } of doubles) {
    for (const next of await manager.find.nextMatches(bracketMatchId)) {
      if (later.has(Number(next.id))) {
        throw AppApiError.conflict(APP_API_MESSAGES.correctionAfterDoubleWalkover);
      }
    }
  }
}

/** Undoes the played matches after `origin`: unrated, reset in the bracket, events written. */
export async function undoLaterMatches(
  tx: Db,
  { tournament, manager, store }: Bracket,
  origin: PlacedMatch,
  causeId: number,
  at: Date,
): Promise<void> {
  const later = await laterMatches(manager, origin);
  if (later.length === 0) return;
  const rows = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournament.id), inArray(matches.bracketMatchId, later)));
  const byBracketId = new Map(rows.map((row) => [row.bracketMatchId, row]));
  for (const bracketId of later) {
    const row = byBracketId.get(bracketId);
    if (!row || (row.status !== 'live' && row.status !== 'finished')) continue;
    const from = { score1: row.score1, score2: row.score2 };
    await recordMatchEvent(tx, { row, kind: 'reset', actorId: null, from, to: null, causeId, at });
    await answerOpenProtests(tx, row, { ruling: 'replay', actorId: null, from, to: null, at });
    if (row.status === 'finished') {
      await unrateMatch(tx, row);
      await resetInBracket({ manager, store }, bracketId);
    }
    await tx.update(matches).set(UNDECIDED).where(eq(matches.id, row.id));
  }
}

// brackets-model's Status.Completed: a match with a result (Archived, 5, once the next was played).
const COMPLETED = 4;

/**
 * A match's result out of the bracket: its winner leaves the next match. The scores go first:
 * brackets-manager would count a match with scores as running, and archive the matches before.
 * A round robin's match is cleared in place: brackets-manager's reset would refuse it while the
 * match it takes for the next one (see laterMatches) is played, and moves nobody there anyway.
 */
export async function resetInBracket(
  { manager, store }: Pick<Bracket, 'manager' | 'store'>,
  bracketId: number,
): Promise<void> {
  const record = await store.select('match', bracketId);
  if (!record || record.status < COMPLETED) return;
  for (const side of [record.opponent1, record.opponent2]) if (side) delete side.score;
  const stage = await store.select('stage', record.stage_id);
  if (stage?.type === 'round_robin') {
    helpers.resetMatchResults(record);
    await store.update('match', bracketId, record);
    return;
  }
  await store.update('match', bracketId, record);
  await manager.reset.matchResults(bracketId);
}

/** Whether `to` is the result `row` already has, played out: a correction with nothing to do. */
export function isCurrentResult(
  row: Pick<MatchRow, 'score1' | 'score2' | 'resultType'>,
  to: { score1: number; score2: number },
): boolean {
  return row.resultType === 'played' && row.score1 === to.score1 && row.score2 === to.score2;
}
