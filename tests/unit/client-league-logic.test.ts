// The team match's screen logic: the captain's choices within the cap (as the upstream refuses
// them), what each viewer may do with a game, scores that end a game, the schedule by week, and
// the one badge of a match's state (issue 56: "Trực tiếp" on a match whose lineups were not named).
import { describe, expect, it } from 'vitest';
import {
  clampScore,
  gameActions,
  gameWinner,
  lineupChoices,
  lineupSum,
  matchLine,
  scoreProblem,
  teamMatchBadge,
  weeksOf,
} from '../../src/client/features/leagues/league-logic';
import type {
  TeamGame,
  TeamMatch,
  TeamMatchSummary,
  TeamMember,
} from '../../src/shared/schemas/leagues';

const member = (id: number, points: number, substitute = false): TeamMember => ({
  player: {
    id,
    username: `p${id}`,
    fullName: `Cơ thủ ${id}`,
    avatar: null,
    rank: 'E',
    rating: 500,
    provisional: false,
  },
  status: 'active',
  substitute,
  points,
});

const game = (number: number, over: Partial<TeamGame> = {}): TeamGame => ({
  number,
  home: null,
  away: null,
  race1: null,
  race2: null,
  score1: null,
  score2: null,
  status: 'waiting',
  reportedBy: null,
  ...over,
});

type LineupMatch = Pick<TeamMatch, 'games' | 'rosters' | 'league'>;

function lineupMatch(cap: number, games: TeamGame[], home: TeamMember[]): LineupMatch {
  return {
    games,
    rosters: { home, away: [] },
    league: { id: 1, name: 'Giải', gamesPerMatch: games.length, rankCap: cap },
  };
}

describe('lineupChoices', () => {
  const roster = [member(1, 9), member(2, 7), member(3, 5), member(4, 3)];

  it('marks the players already named with their game and counts their points', () => {
    const match = lineupMatch(
      30,
      [game(1, { home: roster[0]?.player ?? null }), game(2), game(3)],
      roster,
    );
    const choices = lineupChoices(match, 'home');
    expect(choices.map((c) => c.namedIn)).toEqual([1, null, null, null]);
    expect(lineupSum(match, 'home')).toBe(9);
    expect(choices.every((c) => c.refusal === null)).toBe(true);
  });

  it('refuses a player that takes the sum over the cap, with the upstream’s words', () => {
    const match = lineupMatch(15, [game(1, { home: roster[0]?.player ?? null }), game(2)], roster);
    const choices = lineupChoices(match, 'home');
    expect(choices[1]?.refusal).toBe('Đội hình vượt mức trần: tổng 16 điểm hạng, mức trần 15');
    expect(choices[2]?.refusal).toBeNull();
  });

  it('refuses a player that leaves no room for the lightest players in the games left', () => {
    // 9 now, then at least 3 and 5 for games 2 and 3: 17 > 15.
    const match = lineupMatch(15, [game(1), game(2), game(3)], roster);
    const choices = lineupChoices(match, 'home');
    expect(choices[0]?.refusal).toMatch(/^Đội hình sẽ vượt mức trần: tổng 9 điểm hạng/);
    expect(choices[3]?.refusal).toBeNull();
  });
});

describe('gameActions', () => {
  const ready = game(1, { race1: 5, race2: 4, status: 'ready' });
  const reported = { ...ready, status: 'reported' as const, score1: 5, score2: 2 };

  it('lets either captain report a ready game, and nobody else', () => {
    expect(gameActions(ready, { side: 'away', organizer: false })).toEqual({
      report: true,
      confirm: false,
      decide: false,
    });
    expect(gameActions(ready, { side: null, organizer: false }).report).toBe(false);
  });

  it('asks the other captain to confirm a report, not the one who sent it', () => {
    const byHome = { ...reported, reportedBy: 'home' as const };
    expect(gameActions(byHome, { side: 'away', organizer: false }).confirm).toBe(true);
    expect(gameActions(byHome, { side: 'home', organizer: false }).confirm).toBe(false);
  });

  it('closes a confirmed game to captains; the organiser may still decide it', () => {
    const done = { ...reported, status: 'confirmed' as const, reportedBy: 'home' as const };
    expect(gameActions(done, { side: 'away', organizer: true })).toEqual({
      report: false,
      confirm: false,
      decide: true,
    });
    expect(gameActions(game(2), { side: 'home', organizer: true }).decide).toBe(false);
  });
});

describe('scores', () => {
  const raced = { race1: 5, race2: 3 };

  it('clamps a stepper to the race', () => {
    expect(clampScore(7, 5)).toBe(5);
    expect(clampScore(-1, 5)).toBe(0);
    expect(clampScore(Number.NaN, 5)).toBe(0);
  });

  it('accepts a score where exactly one player reaches their race', () => {
    expect(scoreProblem(raced, 5, 2)).toBeNull();
    expect(scoreProblem(raced, 4, 3)).toBeNull();
    expect(scoreProblem(raced, 5, 3)).toMatch(/chạm 5 – 3/);
    expect(scoreProblem(raced, 2, 2)).not.toBeNull();
  });

  it('names the winner by the races', () => {
    expect(gameWinner(game(1, { ...raced, score1: 4, score2: 3 }))).toBe('away');
    expect(gameWinner(game(1, { ...raced, score1: 5, score2: 0 }))).toBe('home');
    expect(gameWinner(game(1, raced))).toBeNull();
  });
});

describe('schedule', () => {
  const summary = (id: number, round: number, over: Partial<TeamMatchSummary> = {}) =>
    ({
      id,
      divisionId: 1,
      round,
      scheduledAt: '2026-04-21T12:30:00.000Z',
      status: 'lineup',
      home: { id: 1, name: 'Phố Huế' },
      away: { id: 2, name: 'Cầu Giấy' },
      homeGames: 0,
      awayGames: 0,
      store: null,
      ...over,
    }) as TeamMatchSummary;

  it('groups the matches by week, in order', () => {
    const weeks = weeksOf([summary(3, 2), summary(1, 1), summary(2, 1)]);
    expect(weeks.map((w) => [w.round, w.matches.map((m) => m.id)])).toEqual([
      [1, [1, 2]],
      [2, [3]],
    ]);
  });

  it('shows a score once a match is under way', () => {
    expect(matchLine(summary(1, 1))).toBe('Phố Huế – Cầu Giấy');
    expect(matchLine(summary(1, 1, { status: 'playing', homeGames: 2, awayGames: 1 }))).toBe(
      'Phố Huế 2 – 1 Cầu Giấy',
    );
  });

  describe('its badge', () => {
    // 19:30 in Vietnam on 21/04/2026.
    const at = Date.parse('2026-04-21T12:30:00.000Z');
    const hours = (n: number) => new Date(at + n * 3_600_000);
    const badge = (over: Partial<TeamMatchSummary>, now: Date) =>
      teamMatchBadge(summary(1, 1, over), now);

    it('is never “Trực tiếp” for a match whose lineups are still named before its time', () => {
      expect(badge({}, hours(-24))).toEqual({ state: 'upcoming', label: 'Sắp đấu' });
      expect(badge({}, hours(-7.5))).toEqual({ state: 'lineup', label: 'Xếp đội hình · 19:30' });
      expect(badge({}, hours(1))).toEqual({ state: 'lineup', label: 'Xếp đội hình' });
    });

    it('waits for its time once the lineups are complete', () => {
      expect(badge({ status: 'playing' }, hours(-2))).toEqual({
        state: 'ready',
        label: 'Đã xếp đội hình · 19:30',
      });
      expect(badge({ status: 'playing' }, hours(0))).toEqual({ state: 'live', label: 'Trực tiếp' });
    });

    it('is “Trực tiếp” while it is played, a game won even before all are named', () => {
      expect(badge({ homeGames: 1 }, hours(0.5))).toEqual({ state: 'live', label: 'Trực tiếp' });
      expect(badge({ status: 'playing', awayGames: 2 }, hours(1))).toEqual({
        state: 'live',
        label: 'Trực tiếp',
      });
      expect(badge({ status: 'finished', homeGames: 3, awayGames: 2 }, hours(3))).toEqual({
        state: 'finished',
        label: 'Đã xong',
      });
    });
  });
});
