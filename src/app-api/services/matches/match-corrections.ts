// A manager changes a decided result: a correction to another score (for carom, another
// protocol), or a revert of the latest change. When the winner changes, every later knockout match
// the players' results led to is undone (later-matches.ts): reset to be played again with whoever
// plays it now, however far the bracket went on; in a round robin, none. The tournament then moves
// on as after any result (match-results.ts): a finished one is finished again on its corrected
// places, and its paid prizes follow them through the ledger (tournaments/prizes.ts). Each change
// is a match event (match-events.ts), the undone matches' too.
import { eq } from 'drizzle-orm';
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
import { matches, type MatchEventRow, type MatchRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertVisible, findTournament, isManager, lockMatch, type LockedMatch } from '../access';
import { layoutOf, openBracket, reportResult, type PlacedMatch } from '../brackets';
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
import {
  assertNoDoubleWalkoverAhead,
  isCurrentResult,
  resetInBracket,
  UNDECIDED,
  undoLaterMatches,
} from './later-matches';
import { rateFinishedMatch, rerateCorrectedMatch, unrateMatch } from '../players/rating-ledger';

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
    await assertNoDoubleWalkoverAhead(tx, manager, tournament.id, placed);
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
    await undoLaterMatches(tx, { tournament, manager, store }, placed, written.id, at);
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

  /**
   * A manager changes a finished match's result; what followed from the old one is undone, and
   * paid prizes follow the corrected places.
   */
  async function correct(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockDecided(tx, id, actor);
      assertPool(locked.tournament);
      assertDecisive(locked.row, result.score1, result.score2);
      // The result it already has (a retry, a second click): nothing to undo, no money to move,
      // no event for a change that did not happen.
      if (isCurrentResult(locked.row, result)) return;
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
