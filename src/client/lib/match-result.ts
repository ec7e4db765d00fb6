// How a decided match ended for one of its players, as the pages say it: small, since the
// bracket and the scoreboard need it on their first screen.
import { outcomeFor, type MatchOutcome } from '../../shared/domain';
import type { Match } from '../../shared/schemas/matches';

export const RESULT_LABELS: Record<MatchOutcome, string> = {
  won: 'Thắng',
  drawn: 'Hòa',
  lost: 'Thua',
};

/** How a match ended for `playerId`, one of its players (shared/domain.ts); null while undecided. */
export function resultFor(
  match: Pick<Match, 'status' | 'winnerId' | 'resultType'>,
  playerId: number,
): MatchOutcome | null {
  return match.status === 'finished' ? outcomeFor(match, playerId) : null;
}
