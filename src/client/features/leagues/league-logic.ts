// What the team league's pages work out from a league or a team match, apart from the views: the
// captain's choices for the game in turn (the upstream's own cap rule, shared/league-rules.ts),
// what each captain may do with a game, a score that ends a game, and where a match stands.
import { formatMatchHour } from '../../../shared/day-format';
import { capRefusal, TEAM_MATCH_STATUS_LABELS, type Side } from '../../../shared/league-rules';
import type {
  TeamGame,
  TeamMatch,
  TeamMatchSummary,
  TeamMember,
} from '../../../shared/schemas/leagues';
import { vietnamDay } from '../../../shared/tour-rules';

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** One player the captain may tap: the game they already play, or why they may not be named. */
export interface LineupChoice {
  member: TeamMember;
  /** The game this player is already named for in this match. */
  namedIn: number | null;
  /** Why naming them now would break the cap (the upstream's words), else null. */
  refusal: string | null;
}

type LineupMatch = Pick<TeamMatch, 'games' | 'rosters' | 'league'>;

/** The games `side` has named a player for, with that player's id. */
function namedBy(match: LineupMatch, side: Side): Map<number, number> {
  const named = new Map<number, number>();
  for (const game of match.games) {
    const player = game[side];
    if (player) named.set(player.id, game.number);
  }
  return named;
}

/** The sum of the rank points of `side`'s lineup so far. */
export function lineupSum(match: LineupMatch, side: Side): number {
  const named = namedBy(match, side);
  return match.rosters[side]
    .filter((m) => named.has(m.player.id))
    .reduce((sum, m) => sum + m.points, 0);
}

/**
 * The captain's roster for the game in turn, in the roster's order: players already named are
 * taken, and a player who would take the lineup over the cap (now, or with the lightest players
 * left in the games still to name) carries the refusal the upstream would answer.
 */
export function lineupChoices(match: LineupMatch, side: Side): LineupChoice[] {
  const roster = match.rosters[side];
  const named = namedBy(match, side);
  const picked = roster.filter((m) => named.has(m.player.id)).map((m) => m.points);
  const slotsLeft = match.league.gamesPerMatch - named.size - 1;
  return roster.map((member) => {
    const namedIn = named.get(member.player.id) ?? null;
    if (namedIn !== null) return { member, namedIn, refusal: null };
    const refusal = capRefusal({
      cap: match.league.rankCap,
      picked,
      player: member.points,
      lightestLeft: roster
        .filter((m) => m.player.id !== member.player.id && !named.has(m.player.id))
        .map((m) => m.points),
      slotsLeft,
    });
    return { member, namedIn, refusal };
  });
}

/** What the signed-in viewer may do with one game. */
export interface GameActions {
  /** Report its score (a captain, before it is confirmed). */
  report: boolean;
  /** Confirm the other captain's report. */
  confirm: boolean;
  /** Set its score outright (the league's organiser). */
  decide: boolean;
}

export function gameActions(game: TeamGame, viewer: TeamMatch['viewer']): GameActions {
  const playable = game.race1 !== null && game.race2 !== null;
  const open = playable && game.status !== 'confirmed';
  return {
    report: open && viewer.side !== null,
    confirm:
      open &&
      viewer.side !== null &&
      game.status === 'reported' &&
      game.reportedBy !== null &&
      game.reportedBy !== viewer.side,
    decide: playable && viewer.organizer,
  };
}

/** A stepper's value kept within 0 and the player's race. */
export const clampScore = (value: number, race: number): number =>
  Math.min(Math.max(0, Math.round(Number.isFinite(value) ? value : 0)), race);

/** Why a score does not end the game (exactly one player reaches their race), else null. */
export function scoreProblem(
  game: Pick<TeamGame, 'race1' | 'race2'>,
  score1: number,
  score2: number,
): string | null {
  if (game.race1 === null || game.race2 === null) return 'Ván này chưa có đủ hai cơ thủ';
  const won1 = score1 === game.race1 && score2 < game.race2;
  const won2 = score2 === game.race2 && score1 < game.race1;
  return won1 || won2
    ? null
    : `Tỉ số phải có đúng một cơ thủ chạm số ván của mình (chạm ${game.race1} – ${game.race2})`;
}

/** The side that won a game with a score, by the races. */
export function gameWinner(game: TeamGame): Side | null {
  if (game.score1 === null || game.score2 === null || game.race1 === null) return null;
  return game.score1 === game.race1 ? 'home' : 'away';
}

export const GAME_STATUS_LABELS: Record<TeamGame['status'], string> = {
  waiting: 'Chờ xếp cơ thủ',
  ready: 'Đang đấu',
  reported: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
};

export const GAME_STATUS_COLORS: Record<TeamGame['status'], string> = {
  waiting: 'gray',
  ready: 'blue',
  reported: 'orange',
  confirmed: 'emerald',
};

/** The schedule by week, in order. */
export function weeksOf<M extends Pick<TeamMatchSummary, 'round'>>(
  matches: readonly M[],
): { round: number; matches: M[] }[] {
  const weeks = new Map<number, M[]>();
  for (const match of matches) {
    const week = weeks.get(match.round) ?? [];
    week.push(match);
    weeks.set(match.round, week);
  }
  return [...weeks].sort(([a], [b]) => a - b).map(([round, list]) => ({ round, matches: list }));
}

/** A team match's line in a schedule: the score once it is under way, else the teams. */
export function matchLine(match: TeamMatchSummary): string {
  return match.status === 'lineup' && match.homeGames + match.awayGames === 0
    ? `${match.home.name} – ${match.away.name}`
    : `${match.home.name} ${match.homeGames} – ${match.awayGames} ${match.away.name}`;
}

/**
 * Where a team match stands, as its badge says it everywhere (schedules, a team's matches, the
 * match's page): on a later day "upcoming" (the captains name their lineups on the night), the
 * lineups being named ("lineup") or complete ("ready"), "live" only once it is being played (a
 * game already won, or its lineups complete and its time come), and "finished".
 */
export type TeamMatchState = 'upcoming' | 'lineup' | 'ready' | 'live' | 'finished';

type StateMatch = Pick<TeamMatchSummary, 'status' | 'scheduledAt' | 'homeGames' | 'awayGames'>;

function teamMatchState(match: StateMatch, now: Date): TeamMatchState {
  if (match.status === 'finished') return 'finished';
  const begun = Date.parse(match.scheduledAt) <= now.getTime();
  if (match.homeGames + match.awayGames > 0 || (match.status === 'playing' && begun)) return 'live';
  if (match.status === 'playing') return 'ready';
  return vietnamDay(new Date(match.scheduledAt)) > vietnamDay(now) ? 'upcoming' : 'lineup';
}

const TEAM_MATCH_STATE_LABELS: Record<TeamMatchState, string> = {
  upcoming: 'Sắp đấu',
  lineup: TEAM_MATCH_STATUS_LABELS.lineup,
  ready: 'Đã xếp đội hình',
  live: 'Trực tiếp',
  finished: TEAM_MATCH_STATUS_LABELS.finished,
};

/** The badge's words: a match still waiting for its time today says when it starts. */
export function teamMatchBadge(
  match: StateMatch,
  now: Date,
): { state: TeamMatchState; label: string } {
  const state = teamMatchState(match, now);
  const waiting =
    (state === 'lineup' || state === 'ready') && Date.parse(match.scheduledAt) > now.getTime();
  const label = TEAM_MATCH_STATE_LABELS[state];
  return { state, label: waiting ? `${label} · ${formatMatchHour(match.scheduledAt)}` : label };
}
