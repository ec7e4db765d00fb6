// How a decided match ended for one of its players: small, since the bracket and the scoreboard
// need it on their first screen.
import type { Match } from '../../shared/schemas/matches';

export type MatchResult = 'won' | 'drawn' | 'lost';

/** How a decided match ended for a player, as the pages say it. */
export const RESULT_LABELS: Record<MatchResult, string> = {
  won: 'Thắng',
  drawn: 'Hòa',
  lost: 'Thua',
};

/**
 * How a match ended for `playerId`, one of its players; null while undecided. A finished match
 * without a winner is a draw (a level carom game where the event allows one), except a double
 * walkover, which both players lost.
 */
export function resultFor(
  match: Pick<Match, 'status' | 'winnerId' | 'resultType'>,
  playerId: number,
): MatchResult | null {
  if (match.winnerId !== null) return match.winnerId === playerId ? 'won' : 'lost';
  if (match.status !== 'finished') return null;
  return match.resultType === 'double_walkover' ? 'lost' : 'drawn';
}
