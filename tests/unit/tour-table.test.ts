import { describe, expect, it } from 'vitest';
import { reckonTable, type FinalPlace } from '../../src/app-api/services/tours/tour-table';
import { carriedPoints, tourStatusOn, vietnamDay } from '../../src/shared/tour-rules';

// Tier A as the issue writes it, tier B half of it.
const rules = {
  tiers: [
    { name: 'A', points: [100, 70, 50, 50, 30] },
    { name: 'B', points: [50, 35, 25, 25, 15] },
  ],
  bestOf: 2,
};

let nextEvent = 0;
/** One event of the season on `day` with its tier and the places of players 1, 2, 3… in order. */
function event(tier: string, day: number, ...placesOfPlayers: [userId: number, place: number][]) {
  const tournamentId = ++nextEvent;
  return placesOfPlayers.map(([userId, place]): FinalPlace => ({
    userId,
    tournamentId,
    tier,
    place,
    startsAt: new Date(Date.UTC(2026, 0, day)),
  }));
}

describe('a tour table (the points rule)', () => {
  it('gives each place its tier’s points, nothing past the list, highest total first', () => {
    const table = reckonTable(rules, [
      ...event('A', 1, [1, 1], [2, 2], [3, 3], [4, 6]),
      ...event('B', 8, [2, 1], [3, 2], [1, 3]),
    ]);
    // Player 1: 100 + 25; player 2: 70 + 50; player 3: 50 + 35; player 4, sixth: nothing.
    expect(table.map((l) => [l.userId, l.place, l.points, l.eventsPlayed])).toEqual([
      [1, 1, 125, 2],
      [2, 2, 120, 2],
      [3, 3, 85, 2],
      [4, 4, 0, 1],
    ]);
    expect(table.find((l) => l.userId === 4)?.results).toEqual([
      { tournamentId: expect.any(Number), tier: 'A', place: 6, points: 0, counted: true },
    ]);
  });

  it('counts only the best N results and says which', () => {
    const [line] = reckonTable(rules, [
      ...event('B', 1, [1, 1]),
      ...event('A', 2, [1, 5]),
      ...event('A', 3, [1, 2]),
    ]);
    expect(line?.points).toBe(50 + 70);
    expect(line?.results.map((r) => [r.points, r.counted])).toEqual([
      [50, true],
      [30, false],
      [70, true],
    ]);
  });

  it('adds the carried points of the season before, even to a player with no event yet', () => {
    const table = reckonTable(
      rules,
      event('A', 1, [1, 1]),
      new Map([
        [2, 150],
        [1, 10],
      ]),
    );
    expect(table.map((l) => [l.userId, l.points, l.carried, l.eventsPlayed])).toEqual([
      [2, 150, 150, 0],
      [1, 110, 10, 1],
    ]);
  });

  it('tells level totals apart by the best single result, then titles; else shares the place', () => {
    const table = reckonTable({ ...rules, bestOf: null }, [
      // Player 1: 50 + 50 = 100 (best 50); players 2 and 3: one title each, 100.
      ...event('A', 1, [2, 1], [1, 3]),
      ...event('A', 2, [3, 1], [1, 4]),
    ]);
    expect(table.map((l) => [l.userId, l.place])).toEqual([
      [2, 1],
      [3, 1],
      [1, 3],
    ]);
  });

  it('halves a season’s total for the next one (rounded down), or starts it again', () => {
    expect(carriedPoints('halve', 125)).toBe(62);
    expect(carriedPoints('reset', 125)).toBe(0);
  });

  it('reads seasons by Vietnamese days, both ends included', () => {
    const season = { startsOn: '2026-11-01', endsOn: '2026-11-30' };
    // 30 November 23:30 in Hanoi is still the season; 17:00 UTC that day is 1 December there.
    expect(vietnamDay(new Date('2026-11-30T16:30:00Z'))).toBe('2026-11-30');
    expect(vietnamDay(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(tourStatusOn(season, '2026-10-31')).toBe('upcoming');
    expect(tourStatusOn(season, '2026-11-30')).toBe('running');
    expect(tourStatusOn(season, '2026-12-01')).toBe('finished');
  });
});
