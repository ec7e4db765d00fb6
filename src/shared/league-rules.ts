// Team leagues ("Giải đồng đội", issue 42): the rules the upstream enforces and the captain's
// screen explains, in one place. No zod here, so pages may import it without loading the schemas.
import type { RANK_CODES } from './domain';

type RankCode = (typeof RANK_CODES)[number];

/**
 * What each Vietnamese rank weighs in a lineup, like APA's skill levels under its 23-rule: K 1 …
 * A 10. A league may set its own.
 */
export const DEFAULT_RANK_POINTS: Record<RankCode, number> = {
  K: 1,
  I: 2,
  H: 3,
  G: 4,
  F: 5,
  E: 6,
  D: 7,
  C: 8,
  B: 9,
  A: 10,
};

/** The playoff sizes a league may draw. */
export const PLAYOFF_SIZES = [2, 4, 8] as const;
export type PlayoffSize = (typeof PLAYOFF_SIZES)[number];

/** The sizes a league may draw: no more than its teams, shared evenly by its divisions. */
export const playoffSizesFor = (teams: number, divisions: number): PlayoffSize[] =>
  PLAYOFF_SIZES.filter((size) => size <= teams && size % Math.max(1, divisions) === 0);

/** A team match won, drawn (an even number of games split) or lost. */
export const MATCH_POINTS = { win: 2, draw: 1, loss: 0 } as const;

export const LEAGUE_STATUSES = ['registration', 'running', 'finished'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];
export const LEAGUE_STATUS_LABELS: Record<LeagueStatus, string> = {
  registration: 'Đang nhận đội',
  running: 'Đang diễn ra',
  finished: 'Đã kết thúc',
};

export const TEAM_MATCH_STATUSES = ['lineup', 'playing', 'finished'] as const;
export type TeamMatchStatus = (typeof TEAM_MATCH_STATUSES)[number];
export const TEAM_MATCH_STATUS_LABELS: Record<TeamMatchStatus, string> = {
  lineup: 'Xếp đội hình',
  playing: 'Đang đấu',
  finished: 'Đã xong',
};

export type Side = 'home' | 'away';

/** Who names a player first for game `number` (1-based): home for odd games, away for even. */
const putsUpFirst = (number: number): Side => (number % 2 === 1 ? 'home' : 'away');

/** One game's two picks so far. */
export interface GamePicks {
  number: number;
  home: number | null;
  away: number | null;
}

/**
 * Whose turn it is to name a player, and for which game: the captains take turns game by game,
 * the one putting up first alternating, so each answers the other's choice half the time (as APA
 * captains do). Null once every game has its two players.
 */
export function lineupTurn(games: readonly GamePicks[]): { side: Side; number: number } | null {
  for (const game of [...games].sort((a, b) => a.number - b.number)) {
    const first = putsUpFirst(game.number);
    const second: Side = first === 'home' ? 'away' : 'home';
    if (game[first] === null) return { side: first, number: game.number };
    if (game[second] === null) return { side: second, number: game.number };
  }
  return null;
}

/**
 * Whether a pick keeps the lineup within the cap: the side's points so far with this player, and
 * the least the games still to fill could add (the lightest players left, one each). The refusal
 * names the sum, as the captain must see what went over.
 */
export function capRefusal(input: {
  cap: number;
  picked: readonly number[];
  player: number;
  lightestLeft: readonly number[];
  slotsLeft: number;
}): string | null {
  const sum = input.picked.reduce((total, points) => total + points, 0) + input.player;
  if (sum > input.cap) {
    return `Đội hình vượt mức trần: tổng ${sum} điểm hạng, mức trần ${input.cap}`;
  }
  const least = [...input.lightestLeft]
    .sort((a, b) => a - b)
    .slice(0, input.slotsLeft)
    .reduce((total, points) => total + points, 0);
  if (input.slotsLeft > 0 && sum + least > input.cap) {
    return `Đội hình sẽ vượt mức trần: tổng ${sum} điểm hạng, các ván còn lại cần ít nhất ${least} nữa (${sum + least}), mức trần ${input.cap}`;
  }
  return null;
}
