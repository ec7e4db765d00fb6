// A manager ends a match without playing it out (issue 40): a walkover when a player did not come
// to the table, a double walkover when neither did, a retirement when one could not go on, a
// disqualification for conduct. The match is decided like a played one (match-results.ts): the
// bracket moves the winner on (after a double walkover, the next opponent on a bye), the board
// frees the table, and ratings move only for the racks of a retirement (domain.ts,
// isRatedResult).
import type { AwardMatchInput, Match } from '../../../shared/schemas/matches';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { and, eq } from 'drizzle-orm';
import { tournamentPlayers, type MatchRow, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { lockMatch } from '../access';
import { assertOngoing, assertPool } from './match-changes';
import { awardedScore, finishMatch } from './match-results';

/**
 * How the match ends: its type and winning side (none for a double walkover), and for a
 * disqualification from the event, the loser's later matches are walkovers.
 */
export type Award = Omit<AwardMatchInput, 'id'>;

/** The award's winning side: null for a double walkover, required for every other ending. */
function winnerOf({ resultType, winner }: Award): 1 | 2 | null {
  if (resultType === 'double_walkover') return null;
  if (winner === undefined) throw AppApiError.field('winner', APP_API_MESSAGES.winnerRequired);
  return winner;
}

function assertAwardable(
  tournament: TournamentRow,
  row: MatchRow,
  { resultType, fromEvent }: Award,
): void {
  if (fromEvent && resultType !== 'disqualified') {
    throw AppApiError.field('from_event', APP_API_MESSAGES.fromEventNotDisqualified);
  }
  if (row.status === 'finished') throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
  if (row.status === 'waiting') throw AppApiError.conflict(APP_API_MESSAGES.matchWaiting);
  if (resultType === 'walkover' && row.status === 'live') {
    throw AppApiError.conflict(APP_API_MESSAGES.walkoverAfterStart);
  }
  if (resultType === 'double_walkover' && row.status === 'live') {
    throw AppApiError.conflict(APP_API_MESSAGES.doubleWalkoverAfterStart);
  }
  // A double elimination sends each match's winner on and its loser down: a match lost by both
  // leaves a bracket with nobody to go on, which brackets-manager cannot rank.
  if (resultType === 'double_walkover' && tournament.format === 'double_elimination') {
    throw AppApiError.conflict(APP_API_MESSAGES.doubleWalkoverDoubleElimination);
  }
  // Likewise a semi-final's loser plays for third place: lost by both, that match has one side.
  if (
    resultType === 'double_walkover' &&
    tournament.thirdPlaceMatch &&
    row.roundKey === 'semiFinal'
  ) {
    throw AppApiError.conflict(APP_API_MESSAGES.doubleWalkoverThirdPlace);
  }
  if (resultType === 'retired' && row.status !== 'live') {
    throw AppApiError.conflict(APP_API_MESSAGES.retiredBeforeStart);
  }
}

export function createMatchAwards(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User | null) => Promise<Match> },
) {
  /** Ends match `id` as `award` says: for the tournament's managers only. */
  async function award(actor: User, id: number, award: Award): Promise<Match> {
    await db.transaction(async (tx) => {
      const { tournament, row, manager } = await lockMatch(tx, id, actor);
      if (!manager) throw AppApiError.forbidden();
      assertOngoing(tournament);
      assertPool(tournament);
      assertAwardable(tournament, row, award);
      const winner = winnerOf(award);
      const at = now();
      if (award.fromEvent && winner !== null) {
        const loser = winner === 1 ? row.player2Id : row.player1Id;
        await tx
          .update(tournamentPlayers)
          .set({ disqualifiedAt: at })
          .where(
            and(
              eq(tournamentPlayers.tournamentId, tournament.id),
              eq(tournamentPlayers.userId, loser ?? 0),
            ),
          );
      }
      // Decided like a played match: the bracket, the standings and the freed table move on,
      // and a player disqualified from the event loses every later match by walkover.
      const { resultType } = award;
      const decided = { ...awardedScore(row, resultType, winner), awarded: { resultType, winner } };
      await finishMatch(tx, tournament, row, decided, actor.id, at);
    });
    return get(id, actor);
  }

  return { award };
}
