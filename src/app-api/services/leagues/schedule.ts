// A division's schedule: every team meets every other twice, once at home and once away (the
// circle method, the second half the first with home and away swapped), a round a week. Pure,
// so it is tested on its own; the season's draw and the playoff's both date their rounds here.
import type { LeagueRow } from '../../db/schema';

const WEEK_MS = 7 * 86_400_000;

/** When round `round` (from 1) is played: `matchTime` in Vietnam on the start day, `round − 1` weeks on. */
export function roundStart(league: Pick<LeagueRow, 'startsOn' | 'matchTime'>, round: number): Date {
  const first = new Date(`${league.startsOn}T${league.matchTime}:00+07:00`);
  return new Date(first.getTime() + (round - 1) * WEEK_MS);
}

/** Rounds of [home, away] pairs; an odd number of teams gives each round one team a week off. */
export function doubleRoundRobin<T>(teams: readonly T[]): [home: T, away: T][][] {
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = slots.length;
  const first: [T, T][][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i] ?? null;
      const b = slots[n - 1 - i] ?? null;
      if (a === null || b === null) continue;
      // The fixed team alternates home and away; the others by their place in the circle.
      pairs.push(i === 0 && round % 2 === 1 ? [b, a] : [a, b]);
    }
    first.push(pairs);
    // Keep the first slot, turn the rest one step.
    const last = slots.pop() ?? null;
    slots.splice(1, 0, last);
  }
  const second = first.map((pairs) => pairs.map(([home, away]): [T, T] => [away, home]));
  return [...first, ...second];
}
