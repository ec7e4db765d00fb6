import { describe, expect, it } from 'vitest';
import {
  firstSwissRound,
  nextSwissRound,
  type SwissEntrant,
  type SwissRound,
} from '../../src/app-api/services/brackets/swiss';
import { seededRandom } from '../support/tournament-world';

/** `count` players, seed = participant id, before any round. */
function field(count: number): SwissEntrant[] {
  return Array.from({ length: count }, (_, i) => ({
    participantId: i + 1,
    points: 0,
    seed: i + 1,
    met: new Set<number>(),
    hadBye: false,
  }));
}

/** Plays `round` (the better seed wins with probability `edge`) into the entrants' records. */
function play(entrants: SwissEntrant[], round: SwissRound, random: () => number, edge = 0.7) {
  const byId = new Map(entrants.map((e) => [e.participantId, e]));
  const record = (id: number, patch: Partial<SwissEntrant>) => {
    const e = byId.get(id);
    if (e) byId.set(id, { ...e, ...patch });
  };
  for (const [a, b] of round.pairs) {
    const [strong, weak] = a < b ? [a, b] : [b, a];
    const winner = random() < edge ? strong : weak;
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const e = byId.get(own);
      if (!e) continue;
      record(own, {
        met: new Set([...e.met, other]),
        points: e.points + (own === winner ? 2 : 0),
      });
    }
  }
  if (round.bye !== null) {
    const e = byId.get(round.bye);
    if (e) record(round.bye, { hadBye: true, points: e.points + 2 });
  }
  return [...byId.values()];
}

describe('Swiss pairing', () => {
  it('pairs round 1 top half against bottom half, the bye to the lowest seed', () => {
    expect(firstSwissRound(field(8))).toEqual({
      pairs: [
        [1, 5],
        [2, 6],
        [3, 7],
        [4, 8],
      ],
      bye: null,
    });
    expect(firstSwissRound(field(7))).toEqual({
      pairs: [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
      bye: 7,
    });
  });

  it('never repeats a pairing over 4 rounds of 12, whatever the results', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seededRandom(seed);
      let entrants = field(12);
      const seen = new Set<string>();
      let round = firstSwissRound(entrants);
      for (let number = 1; number <= 4; number++) {
        expect(round.pairs).toHaveLength(6);
        for (const [a, b] of round.pairs) {
          const key = [a, b].sort((x, y) => x - y).join('-');
          expect(seen.has(key), `round ${number} repeats ${key} (seed ${seed})`).toBe(false);
          seen.add(key);
        }
        entrants = play(entrants, round, random);
        if (number < 4) round = nextSwissRound(entrants, number + 1);
      }
    }
  });

  it('pairs players on equal points where it can', () => {
    // After round 1 of 8: four on 2 points, four on 0. Round 2 pairs winners with winners.
    const random = seededRandom(3);
    const afterOne = play(field(8), firstSwissRound(field(8)), random);
    const next = nextSwissRound(afterOne, 2);
    const points = new Map(afterOne.map((e) => [e.participantId, e.points]));
    for (const [a, b] of next.pairs) expect(points.get(a)).toBe(points.get(b));
  });

  it('floats one score group at a time: never a 2–0 against a 0–2 when closer pairs exist', () => {
    // After round 2 of 12: three on two wins, six on one, three on none (the demo's round 3).
    const points = [4, 4, 4, 2, 2, 2, 2, 2, 2, 0, 0, 0];
    const entrants = field(12).map((e, i) => ({ ...e, points: points[i] ?? 0 }));
    const { pairs } = nextSwissRound(entrants, 3);
    const pointsOf = (id: number) => points[id - 1] ?? 0;
    for (const [a, b] of pairs) expect(Math.abs(pointsOf(a) - pointsOf(b))).toBeLessThanOrEqual(2);
  });

  it('pairs the same standings the same way every time, whatever order they come in', () => {
    const random = seededRandom(5);
    const afterOne = play(field(12), firstSwissRound(field(12)), random);
    const afterTwo = play(afterOne, nextSwissRound(afterOne, 2), random);
    const round = nextSwissRound(afterTwo, 3);
    for (let draw = 0; draw < 10; draw++) {
      expect(nextSwissRound([...afterTwo].reverse(), 3)).toEqual(round);
      expect(nextSwissRound(afterTwo, 3)).toEqual(round);
    }
  });

  it('pairs a score group top half against bottom half by seed (the Dutch system)', () => {
    // Round 2 of 8 after the seeds' round 1 (1 v 5, 2 v 6, 3 v 7, 4 v 8), the better seed won
    // each: the winners 1–4 play 1 v 3 and 2 v 4, the others 5 v 7 and 6 v 8.
    const afterOne = play(field(8), firstSwissRound(field(8)), () => 0);
    expect(nextSwissRound(afterOne, 2)).toEqual({
      pairs: [
        [1, 3],
        [2, 4],
        [5, 7],
        [6, 8],
      ],
      bye: null,
    });
    // A group of three floats its lowest seed down to meet the group below's highest.
    const points = [4, 4, 4, 2, 2, 2, 2, 2, 0, 0];
    const entrants = field(10).map((e, i) => ({ ...e, points: points[i] ?? 0 }));
    expect(nextSwissRound(entrants, 3).pairs).toEqual([
      [1, 2],
      [3, 4],
      [5, 7],
      [6, 8],
      [9, 10],
    ]);
  });

  it('gives each bye to the lowest-placed player who has not had one', () => {
    const random = seededRandom(9);
    let entrants = field(7);
    let round = firstSwissRound(entrants);
    const byes: number[] = [];
    for (let number = 1; number <= 5; number++) {
      if (round.bye !== null) byes.push(round.bye);
      const byeHolder = entrants.find((e) => e.participantId === round.bye);
      const eligible = entrants.filter((e) => !e.hadBye);
      const lowestPoints = Math.min(...eligible.map((e) => e.points));
      expect(byeHolder?.hadBye).toBe(false);
      expect(byeHolder?.points).toBe(lowestPoints);
      entrants = play(entrants, round, random);
      if (number < 5) round = nextSwissRound(entrants, number + 1);
    }
    expect(new Set(byes).size).toBe(5);
  });

  it('pairs a rematch by points rather than stop when everyone has met everyone', () => {
    let entrants = field(4);
    const random = seededRandom(1);
    let round: SwissRound = firstSwissRound(entrants);
    for (let number = 2; number <= 3; number++) {
      entrants = play(entrants, round, random);
      round = nextSwissRound(entrants, number);
    }
    entrants = play(entrants, round, random);
    // Three rounds are all a field of 4 has without a rematch.
    expect(entrants.every((e) => e.met.size === 3)).toBe(true);
    const fourth = nextSwissRound(entrants, 4);
    expect(fourth.pairs).toHaveLength(2);
    expect(new Set(fourth.pairs.flat()).size).toBe(4);
  });
});
