// A manager changes a decided result: a correction to another score (for carom, another
// protocol), or a revert of the latest change. When the winner changes, every later match the
// players' results led to is undone (reset to be played again with whoever plays it now), however
// far the bracket went on. Each change is a match event (match-events.ts), the undone matches'
// too.
import type { BracketsManager } from 'brackets-manager';
import { and, eq, inArray } from 'drizzle-orm';
import type { MatchEvent } from '../../../shared/schemas/match-history';
import {
  gameFamily,
  isCaromGame,
  isRatedResult,
  type AwardedResultType,
  type ResultType,
} from '../../../shared/domain';
import type { CaromProtocol, Match } from '../../../shared/schemas/matches';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { matches, type MatchEventRow, type MatchRow, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertVisible, findTournament, isManager, lockMatch, type LockedMatch } from '../access';
import {
  layoutOf,
  openBracket,
  reportResult,
  type BracketStore,
  type PlacedMatch,
} from '../brackets';
import { assertDecisive, assertPool, mayChangeResults } from './match-changes';
import {
  answerOpenProtests,
  matchEventsOf,
  readMatchHistory,
  recordMatchEvent,
  resultFrom,
  resultOf,
  resultChanges,
  revertTarget,
  type Result,
} from './match-events';
import { advanceBracket, winnerIdOf } from './match-results';
import { NO_REPORT } from './match-report-state';
import { rateFinishedMatch, rerateCorrectedMatch, unrateMatch } from '../players/rating-ledger';

/** A match whose result no longer holds: to be played (again) by whoever the bracket says. */
const UNDECIDED = {
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

/**
 * A result a match is changed to: its score, its winner (null: a draw), a carom protocol, and how
 * it ended when a revert brings back an awarded result (a walkover…); else it was played out.
 */
export interface ChangedResult {
  score1: number;
  score2: number;
  winnerId: number | null;
  carom?: CaromProtocol;
  resultType?: AwardedResultType;
}

/** A pool result: the player who reached their race won. */
export function poolResult(row: MatchRow, result: Result): ChangedResult | null {
  if (!result) return null;
  const winnerId = result.score1 === row.race1 ? row.player1Id : row.player2Id;
  return { ...result, winnerId };
}

/**
 * The result before `event`, which a revert brings back: its score, and how it ended and who won
 * as the event before it recorded them (a retirement's winner is not in its score). Events
 * written before winners were recorded: the player who reached their race.
 */
function resultBefore(
  row: MatchRow,
  event: MatchEventRow,
  before: MatchEventRow | undefined,
): ChangedResult | null {
  const result = poolResult(row, resultFrom(event.fromScore1, event.fromScore2));
  if (!result || !before) return result;
  const side = before.toWinner;
  const winnerId =
    before.toResultType === 'double_walkover'
      ? null
      : side === 1 || side === 2
        ? winnerIdOf(row, side)
        : result.winnerId;
  return { ...result, winnerId, resultType: before.toResultType ?? undefined };
}

/**
 * Every bracket match after `origin` (through byes), each listed before the matches that lead
 * to it: the order to undo them in, since brackets-manager resets a match only while the
 * matches after it are unplayed.
 */
async function laterMatches(manager: BracketsManager, origin: number): Promise<number[]> {
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
  await visit(origin);
  return order;
}

/**
 * A knockout's winner who went on by a bye, because the next match's other side was a double
 * walkover, cannot be changed: brackets-manager keeps that bye decided (locked) for good.
 */
async function assertNoDoubleWalkoverAhead(
  tx: Db,
  manager: BracketsManager,
  tournamentId: number,
  origin: number,
): Promise<void> {
  const doubles = await tx
    .select({ bracketMatchId: matches.bracketMatchId })
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), eq(matches.resultType, 'double_walkover')));
  if (doubles.length === 0) return;
  const later = new Set(await laterMatches(manager, origin));
  for (const { bracketMatchId } of doubles) {
    for (const next of await manager.find.nextMatches(bracketMatchId)) {
      if (later.has(Number(next.id))) {
        throw AppApiError.conflict(APP_API_MESSAGES.correctionAfterDoubleWalkover);
      }
    }
  }
}

/** Undoes the played matches after `origin`: unrated, reset in the bracket, events written. */
async function undoLaterMatches(
  tx: Db,
  { tournament, manager, store }: Bracket,
  origin: MatchRow,
  causeId: number,
  at: Date,
): Promise<void> {
  const later = await laterMatches(manager, origin.bracketMatchId);
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
 */
async function resetInBracket(
  { manager, store }: Pick<Bracket, 'manager' | 'store'>,
  bracketId: number,
): Promise<void> {
  const record = await store.select('match', bracketId);
  if (!record || record.status < COMPLETED) return;
  for (const side of [record.opponent1, record.opponent2]) if (side) delete side.score;
  await store.update('match', bracketId, record);
  await manager.reset.matchResults(bracketId);
}

interface Bracket {
  tournament: TournamentRow;
  manager: BracketsManager;
  store: BracketStore;
}

/**
 * Sets a decided match's result to `to` (null: undecided again). A new winner undoes the later
 * matches first; the same winner only changes the score, in the ledger and the bracket.
 */
export async function changeResult(
  tx: Db,
  { tournament, row }: LockedMatch,
  to: ChangedResult | null,
  event: { kind: 'correction' | 'revert'; actorId: number; causeId?: number },
  at: Date,
): Promise<void> {
  const { store, manager } = await openBracket(tx, tournament.id);
  const layout = layoutOf(store);
  const placed = layout.matches.find((m) => Number(m.record.id) === row.bracketMatchId);
  if (!placed) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
  // The next stage was drawn from this one's results: the knockout from the groups, or the next
  // Swiss round from the points so far. Changing them now would leave it drawn on wrong ones.
  if (placed.stage.type === 'round_robin' && placed.stage.number < layout.stages.length) {
    throw AppApiError.conflict(
      placed.kind === 'swiss'
        ? APP_API_MESSAGES.correctionAfterNextRound
        : APP_API_MESSAGES.correctionAfterGroups,
    );
  }
  if (standsForGood(row, placed)) {
    throw AppApiError.conflict(APP_API_MESSAGES.doubleWalkoverInKnockout);
  }
  const winnerId = to?.winnerId ?? null;
  if ((to === null || winnerId !== row.winnerId) && placed.stage.type !== 'round_robin') {
    await assertNoDoubleWalkoverAhead(tx, manager, tournament.id, row.bracketMatchId);
  }
  // The side that wins the changed result (none: undecided, or a draw).
  const side = winnerId === null ? null : winnerId === row.player1Id ? 1 : 2;
  const written = await recordMatchEvent(tx, {
    row,
    ...event,
    from: resultOf(row),
    to: to && { score1: to.score1, score2: to.score2 },
    awarded: to?.resultType,
    winner: side,
    at,
  });
  await answerOpenProtests(tx, row, {
    ruling: to === null ? 'replay' : 'corrected',
    actorId: event.actorId,
    from: resultOf(row),
    to: to && { score1: to.score1, score2: to.score2 },
    at,
  });
  if (to === null || winnerId !== row.winnerId) {
    await undoLaterMatches(tx, { tournament, manager, store }, row, written.id, at);
  }
  if (to === null) {
    await unrateMatch(tx, row);
    await resetInBracket({ manager, store }, row.bracketMatchId);
    // Back in the queue where it was: it has waited since its players were known.
    await tx.update(matches).set(UNDECIDED).where(eq(matches.id, row.id));
  } else {
    // A corrected score is a result played out, whatever ended the match before; a revert may
    // bring back an awarded one.
    const { resultType: awarded, ...result } = to;
    const resultType: ResultType = awarded ?? 'played';
    const decided = { ...row, ...result, winnerId, resultType };
    await tx
      .update(matches)
      .set({ ...result, winnerId, resultType, updatedAt: at })
      .where(eq(matches.id, row.id));
    // Ratings count what was played: an awarded result no rating counted (a walkover) corrected
    // to a played score is rated now, as it would have been then, and one brought back unrated.
    const family = gameFamily(tournament.game);
    if (!isRatedResult(resultType)) await unrateMatch(tx, row);
    else if (isRatedResult(row.resultType)) await rerateCorrectedMatch(tx, decided, family);
    else await rateFinishedMatch(tx, decided, at, family);
    const double = resultType === 'double_walkover';
    const wasDouble = row.resultType === 'double_walkover';
    if (double || wasDouble || winnerId !== row.winnerId) {
      // A double forfeit and a result do not mix in brackets-manager: the old one goes first.
      if (double || wasDouble) await resetInBracket({ manager, store }, row.bracketMatchId);
      const winner = double ? 'neither' : (side ?? 'draw');
      await reportResult(manager, row.bracketMatchId, to.score1, to.score2, winner);
    } else {
      // The same winner: only the score changes, which brackets-manager would refuse once the
      // next matches are played, though nothing about them depends on it.
      const record = await store.select('match', row.bracketMatchId);
      if (record?.opponent1 && record.opponent2) {
        record.opponent1.score = to.score1;
        record.opponent2.score = to.score2;
        await store.update('match', row.bracketMatchId, record);
      }
    }
  }
  await advanceBracket(tx, tournament, store, manager, at);
}

/**
 * A knockout's double walkover: brackets-manager moved the next opponent on by a bye, which it
 * cannot take back, so the result stands for good (a round robin's or a Swiss round's may change).
 */
function standsForGood(row: Pick<MatchRow, 'resultType'>, placed: PlacedMatch): boolean {
  return row.resultType === 'double_walkover' && placed.stage.type !== 'round_robin';
}

/** Whether the history may offer a revert of `row`: not where its result stands for good. */
async function mayChange(db: Db, row: MatchRow): Promise<boolean> {
  if (row.resultType !== 'double_walkover') return true;
  const { store } = await openBracket(db, row.tournamentId);
  const placed = layoutOf(store).matches.find((m) => Number(m.record.id) === row.bracketMatchId);
  return placed === undefined || !standsForGood(row, placed);
}

/** A manager's lock on a decided match of a running or finished tournament. */
export function assertDecided(locked: LockedMatch): LockedMatch {
  if (!locked.manager) throw AppApiError.forbidden();
  if (!mayChangeResults(locked.tournament)) {
    throw AppApiError.conflict(APP_API_MESSAGES.tournamentNotOngoing);
  }
  if (locked.row.status !== 'finished') {
    throw AppApiError.conflict(APP_API_MESSAGES.matchNotFinished);
  }
  return locked;
}

/** `now`: the clock; `get`: the match as the actor sees it, after a change. */
export function createMatchCorrections(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User | null) => Promise<Match> },
) {
  async function lockDecided(tx: Db, id: number, actor: User): Promise<LockedMatch> {
    return assertDecided(await lockMatch(tx, id, actor));
  }

  /** A manager changes a finished match's result; what followed from the old one is undone. */
  async function correct(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockDecided(tx, id, actor);
      assertPool(locked.tournament);
      assertDecisive(locked.row, result.score1, result.score2);
      await changeResult(
        tx,
        locked,
        poolResult(locked.row, result),
        { kind: 'correction', actorId: actor.id },
        now(),
      );
    });
    return get(id, actor);
  }

  /** A manager undoes the match's latest change: back to the result before it. */
  async function revert(actor: User, id: number, eventId: number): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockDecided(tx, id, actor);
      // A carom event keeps scores, not the protocol they came from: nothing to go back to.
      assertPool(locked.tournament);
      const events = await matchEventsOf(tx, id);
      const event = events.find((e) => e.id === eventId);
      if (!event) throw AppApiError.notFound(APP_API_MESSAGES.matchEventNotFound);
      if (revertTarget(events)?.id !== event.id) {
        throw AppApiError.conflict(APP_API_MESSAGES.revertNotLatest);
      }
      const changes = resultChanges(events);
      const before = changes[changes.indexOf(event) + 1];
      await changeResult(
        tx,
        locked,
        resultBefore(locked.row, event, before),
        { kind: 'revert', actorId: actor.id, causeId: event.id },
        now(),
      );
    });
    return get(id, actor);
  }

  /** How the match's result changed, newest first, for anyone who may see the match. */
  async function history(id: number, viewer: User | null): Promise<MatchEvent[]> {
    const [row] = await db.select().from(matches).where(eq(matches.id, id));
    if (!row) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
    const tournament = await findTournament(db, row.tournamentId);
    await assertVisible(db, tournament, viewer);
    const mayRevert =
      !isCaromGame(tournament.game) &&
      mayChangeResults(tournament) &&
      row.status === 'finished' &&
      viewer !== null &&
      (await isManager(db, tournament.id, viewer.id)) &&
      (await mayChange(db, row));
    return readMatchHistory(db, id, mayRevert);
  }

  return { correct, revert, history };
}
