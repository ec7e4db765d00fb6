import { describe, expect, it } from 'vitest';
import { DEFAULT_TIEBREAKS } from '../../src/shared/domain';
import type { Tiebreak } from '../../src/shared/schemas/tournaments';
import { tallyMatches, type TalliedMatch } from '../../src/app-api/services/tournaments/tally';
import { rankTallies } from '../../src/app-api/services/tournaments/tiebreaks';

// Players are 1, 2, 3…; seed = id, so the seed favours the lower id.
const A = 1;
const B = 2;
const C = 3;
const D = 4;

/** A finished match `p1` s1 – s2 `p2`. */
function played(p1: number, p2: number, s1: number, s2: number): TalliedMatch {
  return {
    status: 'finished',
    player1Id: p1,
    player2Id: p2,
    score1: s1,
    score2: s2,
    winnerId: s1 > s2 ? p1 : s2 > s1 ? p2 : null,
    resultType: 'played',
  };
}

/** A match neither player came to. */
function doubleWalkover(p1: number, p2: number): TalliedMatch {
  return { ...played(p1, p2, 0, 0), resultType: 'double_walkover' };
}

function table(
  matches: TalliedMatch[],
  order: readonly Tiebreak[] = DEFAULT_TIEBREAKS,
  players: number[] = [A, B, C, D],
) {
  const tallies = [...tallyMatches(matches, players).values()];
  return rankTallies(tallies, matches, order, (id) => id).map((r) => ({
    player: r.tally.userId,
    tiebreak: r.tiebreak,
  }));
}

describe('round-robin tiebreaks', () => {
  it('counts a double walkover as lost by both, where a level game is a draw each', () => {
    const tallies = tallyMatches([doubleWalkover(A, B), played(C, D, 0, 0)], [A, B, C, D]);
    expect(tallies.get(A)).toMatchObject({ played: 1, won: 0, drawn: 0, lost: 1, racksWon: 0 });
    expect(tallies.get(B)).toMatchObject({ played: 1, won: 0, drawn: 0, lost: 1 });
    expect(tallies.get(C)).toMatchObject({ played: 1, drawn: 1, lost: 0 });
    // Level on points with nobody else, C and D (a draw each) rank above A and B (none).
    expect(table([doubleWalkover(A, B), played(C, D, 0, 0)]).map((r) => r.player)).toEqual([
      C,
      D,
      A,
      B,
    ]);
  });

  it('counts a draw as a match point each: two draws weigh a win, and head-to-head knows them', () => {
    // B draws all three games: 3 points, as many as A (a win, a draw, a loss) and D (a win, a
    // draw). Carom scores, level games drawn.
    const matches = [
      played(A, C, 30, 20),
      played(D, A, 30, 12),
      played(B, C, 25, 25),
      played(B, D, 30, 30),
      played(A, B, 30, 30),
    ];
    const tallies = tallyMatches(matches, [A, B, C, D]);
    expect(tallies.get(B)).toMatchObject({ played: 3, won: 0, drawn: 3, lost: 0 });
    expect(tallies.get(A)).toMatchObject({ played: 3, won: 1, drawn: 1, lost: 1 });
    // Among the three level on 3: A–B drawn (1 each), D beat A (2), B–D drawn (1 each), so D 3,
    // B 2, A 1. C has 1 point.
    expect(table(matches)).toEqual([
      { player: D, tiebreak: 'headToHead' },
      { player: B, tiebreak: 'headToHead' },
      { player: A, tiebreak: null },
      { player: C, tiebreak: null },
    ]);
  });

  it('puts the winner of their match first when two are level on points, whatever the racks say', () => {
    // B and C have a win each; C beat B, but B's rack difference is better (+3 against −4).
    const matches = [
      played(A, B, 5, 4),
      played(A, C, 5, 0),
      played(A, D, 5, 0),
      played(B, D, 5, 0),
      played(C, B, 5, 4),
    ];
    expect(table(matches)).toEqual([
      { player: A, tiebreak: null },
      { player: C, tiebreak: 'headToHead' },
      { player: B, tiebreak: null },
      { player: D, tiebreak: null },
    ]);
    // Rack difference before head-to-head: B goes first.
    expect(table(matches, ['matchPoints', 'rackDifference', 'headToHead'])).toEqual([
      { player: A, tiebreak: null },
      { player: B, tiebreak: 'rackDifference' },
      { player: C, tiebreak: null },
      { player: D, tiebreak: null },
    ]);
  });

  it('breaks a circular 3-way tie with the next criterion, never three on one place', () => {
    // A beat B, B beat C, C beat A; each beat D. Rack differences: A +6, B +4, C +2.
    const matches = [
      played(A, B, 5, 3),
      played(B, C, 5, 4),
      played(C, A, 5, 4),
      played(A, D, 5, 0),
      played(B, D, 5, 2),
      played(C, D, 5, 4),
    ];
    expect(table(matches)).toEqual([
      { player: A, tiebreak: 'rackDifference' },
      { player: B, tiebreak: 'rackDifference' },
      { player: C, tiebreak: null },
      { player: D, tiebreak: null },
    ]);
  });

  it('goes back to head-to-head for the two a 3-way tie still leaves level', () => {
    // Circular again. Rack differences: A +8, B +3, C +3; B beat C.
    const matches = [
      played(A, B, 5, 1),
      played(B, C, 5, 2),
      played(C, A, 5, 4),
      played(A, D, 5, 0),
      played(B, D, 5, 1),
      played(C, D, 5, 0),
    ];
    expect(table(matches)).toEqual([
      { player: A, tiebreak: 'rackDifference' },
      { player: B, tiebreak: 'headToHead' },
      { player: C, tiebreak: null },
      { player: D, tiebreak: null },
    ]);
  });

  it('follows the order the organiser chose', () => {
    // Circular: A beat B, B beat C, C beat A. Differences A −3, B +4, C −1; racks won 6, 9, 5.
    const matches = [played(A, B, 5, 4), played(B, C, 5, 0), played(C, A, 5, 1)];
    const players = [A, B, C];
    expect(table(matches, ['matchPoints', 'rackDifference'], players)).toEqual([
      { player: B, tiebreak: 'rackDifference' },
      { player: C, tiebreak: 'rackDifference' },
      { player: A, tiebreak: null },
    ]);
    // Racks won alone: it is the first criterion, so it separates rather than breaks a tie.
    expect(table(matches, ['racksWon'], players)).toEqual([
      { player: B, tiebreak: null },
      { player: A, tiebreak: null },
      { player: C, tiebreak: null },
    ]);
  });

  it('falls back to the seed when every criterion leaves them level', () => {
    const matches = [played(A, B, 5, 3), played(B, A, 5, 3)];
    expect(table(matches, DEFAULT_TIEBREAKS, [A, B])).toEqual([
      { player: A, tiebreak: 'seed' },
      { player: B, tiebreak: null },
    ]);
    // Before anyone has played: seed order, each placed by it.
    expect(table([], DEFAULT_TIEBREAKS, [C, A, B]).map((r) => r.player)).toEqual([A, B, C]);
  });

  it('counts only finished matches in head-to-head', () => {
    const live: TalliedMatch = { ...played(B, A, 5, 0), status: 'live', winnerId: null };
    const matches = [played(A, C, 5, 0), played(B, C, 5, 4), live];
    expect(table(matches, DEFAULT_TIEBREAKS, [A, B, C]).map((r) => r.player)).toEqual([A, B, C]);
  });

  it('ranks by Buchholz: the one whose opponents scored more goes first', () => {
    // A and B each won once. A beat C, who then beat D; B beat D, who won nothing.
    const matches = [
      played(A, C, 5, 0),
      played(C, D, 5, 0),
      played(B, D, 5, 0),
      played(C, A, 5, 4),
    ];
    // A: 1 win (beat C, lost to C); B: 1 win; C: 2 wins; D: 0.
    expect(table(matches, ['matchPoints', 'buchholz'])).toEqual([
      { player: C, tiebreak: null },
      { player: A, tiebreak: 'buchholz' },
      { player: B, tiebreak: null },
      { player: D, tiebreak: null },
    ]);
  });

  it('gives each chosen tiebreak its figure, as the table shows them', () => {
    const matches = [
      played(A, C, 5, 0),
      played(C, D, 5, 0),
      played(B, D, 5, 0),
      played(C, A, 5, 4),
    ];
    const tallies = [...tallyMatches(matches, [A, B, C, D]).values()];
    const order = ['matchPoints', 'buchholz', 'sonnebornBerger', 'headToHead'] as const;
    const figures = new Map(
      rankTallies(tallies, matches, order, (id) => id).map((r) => [
        r.tally.userId,
        r.figures.map((f) => f.value),
      ]),
    );
    // C has 4 points; A and B 2, D 0. Buchholz: A met C twice (4 + 4), B met D (0). Sonneborn–
    // Berger counts only the beaten: A beat C (4), B beat D (0), C beat D and A (0 + 2).
    // Head-to-head says something only among players level on points and Buchholz: nobody here.
    expect(figures.get(C)).toEqual([4, 2 + 0 + 2, 0 + 2, null]);
    expect(figures.get(A)).toEqual([2, 8, 4, null]);
    expect(figures.get(B)).toEqual([2, 0, 0, null]);
    expect(figures.get(D)).toEqual([0, 4 + 2, 0, null]);
  });

  it('shows head-to-head among those level before it, and ranks by Sonneborn–Berger', () => {
    // A, B and C each win once in a circle, D loses to A: points A 4, B 2, C 2, D 0. B and C are
    // level: B beat C, so head-to-head gives B 2 and C 0.
    const matches = [
      played(A, B, 5, 1),
      played(B, C, 5, 2),
      played(C, A, 5, 3),
      played(A, D, 5, 0),
    ];
    const ranked = rankTallies(
      [...tallyMatches(matches, [A, B, C, D]).values()],
      matches,
      ['matchPoints', 'headToHead', 'sonnebornBerger'],
      (id) => id,
    );
    const byPlayer = new Map(ranked.map((r) => [r.tally.userId, r.figures]));
    expect(byPlayer.get(B)?.[1]).toEqual({ tiebreak: 'headToHead', value: 2 });
    expect(byPlayer.get(C)?.[1]).toEqual({ tiebreak: 'headToHead', value: 0 });
    expect(byPlayer.get(A)?.[1]).toEqual({ tiebreak: 'headToHead', value: null });
    expect(ranked.map((r) => r.tally.userId)).toEqual([A, B, C, D]);
    // Sonneborn–Berger: A beat B (2) and D (0); B beat C (2); C beat A (4).
    expect(byPlayer.get(C)?.[2]?.value).toBe(4);
  });
});
