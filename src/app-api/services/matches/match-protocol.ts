// Carom scoring: the scorer sends the game's whole protocol (who broke, every run), not a
// delta. Sending the same protocol again changes nothing, so a retry or a queue synced after the
// Wi-Fi came back counts once without rack keys; `from` refuses a protocol built on one another
// device has changed since. The game ends only when the scorer confirms a finished protocol:
// until then any inning may still be corrected. A player's confirmation (where the players
// score) is their report: it ends the game once the opponent confirms the same protocol. After that, a manager corrects a confirmed
// protocol by confirming another finished one over it (match-corrections.ts undoes what the old
// result led to).
import { eq } from 'drizzle-orm';
import { CaromProtocolError, matchRules, sameGame, type CaromRules } from '../../../shared/carom';
import { caromMatchStatus, matchScore, type CaromMatchStatus } from '../../../shared/carom-sets';
import { isCaromGame } from '../../../shared/domain';
import type { CaromProtocol, Match, RecordProtocolInput } from '../../../shared/schemas/matches';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { matches, type MatchRow, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { canScore, lockMatch } from '../access';
import { assertOngoing } from './match-changes';
import { assertDecided, changeResult } from './match-corrections';
import { NO_REPORT, openDispute, reportOf } from './match-report-state';
import { finishMatch, winnerIdOf } from './match-results';

/**
 * The rules of a match of `tournament`: its targets are the match's races (handicap included),
 * and whether it may end level is the match's own (a knockout match of the same event may not).
 */
export function caromRulesOf(
  tournament: Pick<TournamentRow, 'inningsLimit' | 'caromTiebreak' | 'caromSets'>,
  row: Pick<MatchRow, 'race1' | 'race2' | 'drawAllowed'>,
): CaromRules {
  return matchRules([row.race1, row.race2], {
    inningsLimit: tournament.inningsLimit,
    tiebreak: tournament.caromTiebreak,
    drawAllowed: row.drawAllowed,
    sets: tournament.caromSets,
  });
}

/** The protocol's state by the rules, or a 422 saying which inning the rules refuse. */
function statusOf(rules: CaromRules, protocol: CaromProtocol): CaromMatchStatus {
  try {
    return caromMatchStatus(rules, protocol);
  } catch (error) {
    if (error instanceof CaromProtocolError) {
      throw AppApiError.validation({ runs: [error.message] }, error.message);
    }
    throw error;
  }
}

export const PROTOCOL_MESSAGES = {
  notCarom: 'Trận này không phải carom: hãy ghi điểm theo ván',
  notFinished: 'Trận chưa kết thúc theo biên bản, chưa thể xác nhận',
  noExtensionLeft: 'Cơ thủ đã dùng hết số lần gia hạn thời gian',
} as const;

export function createMatchProtocol(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User | null) => Promise<Match> },
) {
  /** Stores a live carom match's protocol; with `confirm`, a finished one decides the match. */
  async function recordProtocol(
    actor: User,
    id: number,
    input: Omit<RecordProtocolInput, 'id'>,
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      const { tournament, row } = locked;
      if (!canScore(locked, actor.id)) throw AppApiError.forbidden();
      if (!isCaromGame(tournament.game)) throw AppApiError.conflict(PROTOCOL_MESSAGES.notCarom);
      // The confirmation of a game already decided by this very protocol: a lost answer, sent
      // again. Answered as it was, whatever has changed about the scorer's rights since.
      if (row.status === 'finished' && input.confirm && sameGame(row.carom, input.protocol)) {
        return;
      }
      const correcting = row.status === 'finished';
      // A correction's own check (assertDecided) lets a finished tournament's result change too.
      if (!correcting) assertOngoing(tournament);
      if (correcting && (!locked.manager || !input.confirm)) {
        throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
      }
      if (!correcting && row.status !== 'live') {
        throw AppApiError.conflict(APP_API_MESSAGES.matchNotLive);
      }
      const resent = sameGame(row.carom, input.protocol);
      if (!resent && !sameGame(row.carom, input.from)) {
        throw AppApiError.conflict(APP_API_MESSAGES.scoreChangedElsewhere);
      }
      const staff = locked.manager || row.refereeId === actor.id;
      const opponentReported = row.reportedBy !== null && row.reportedBy !== actor.id;
      // A player facing the opponent's confirmed protocol confirms it or answers with another:
      // no quiet change of it.
      if (!staff && opponentReported && !input.confirm) {
        throw AppApiError.conflict(APP_API_MESSAGES.reportPending);
      }
      const rules = caromRulesOf(tournament, row);
      const status = statusOf(rules, input.protocol);
      const allowed = tournament.shotClock?.extensions ?? 0;
      if (input.protocol.extensions.some((used) => used > allowed)) {
        throw AppApiError.validation(
          { extensions: [PROTOCOL_MESSAGES.noExtensionLeft] },
          PROTOCOL_MESSAGES.noExtensionLeft,
        );
      }
      // Points in a single game, sets won in a match of sets.
      const [score1, score2] = matchScore(rules, status);
      if (input.confirm) {
        if (status.phase !== 'finished' || status.result === null) {
          throw AppApiError.conflict(PROTOCOL_MESSAGES.notFinished);
        }
        if (correcting) {
          const winnerId = winnerIdOf(row, status.result);
          const to = { score1, score2, winnerId, carom: input.protocol };
          const event = { kind: 'correction', actorId: actor.id } as const;
          await changeResult(tx, assertDecided(locked), to, event, now());
          return;
        }
        const at = now();
        if (!staff && !(opponentReported && resent)) {
          // A player's confirmation is their report: the opponent confirms the same protocol
          // on their phone, or confirms another, which is a dispute for the organiser.
          if (opponentReported) {
            await openDispute(tx, tournament, row, at);
            return;
          }
          await tx
            .update(matches)
            .set({
              carom: input.protocol,
              score1,
              score2,
              ...reportOf(actor.id, { score1, score2 }, at),
            })
            .where(eq(matches.id, id));
          return;
        }
        const carom = { winner: status.result, protocol: input.protocol };
        await finishMatch(tx, tournament, row, { score1, score2, carom }, actor.id, at);
        return;
      }
      if (resent) return;
      // A change by the reporter withdraws their report; one by the organiser sets it aside.
      const withdrawn = row.reportedBy !== null ? NO_REPORT : {};
      await tx
        .update(matches)
        .set({ carom: input.protocol, score1, score2, ...withdrawn })
        .where(eq(matches.id, id));
    });
    return get(id, actor);
  }

  return { recordProtocol };
}
