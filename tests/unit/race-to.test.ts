import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import type { Config } from '../../src/shared/schemas/config';
import {
  mapRaceTo,
  mapRaceToByRank,
  rackWinProbability,
  raceWinProbability,
} from '../../src/app-api/services/race-to';

describe('rackWinProbability', () => {
  it('is 1/2 for equal ratings', () => {
    expect(rackWinProbability(500, 500)).toBe(0.5);
  });

  it('is 2/3 for a 100-point edge and 1/3 the other way', () => {
    expect(rackWinProbability(600, 500)).toBeCloseTo(2 / 3, 12);
    expect(rackWinProbability(500, 600)).toBeCloseTo(1 / 3, 12);
  });

  it('is 4/5 for a 200-point edge (odds 2^2 : 1)', () => {
    expect(rackWinProbability(700, 500)).toBeCloseTo(4 / 5, 12);
  });
});

describe('raceWinProbability', () => {
  const p = 2 / 3;

  it('is p for a race to 1 each', () => {
    expect(raceWinProbability(p, 1, 1)).toBeCloseTo(p, 12);
  });

  it('is p^a when the opponent needs one rack', () => {
    expect(raceWinProbability(p, 4, 1)).toBeCloseTo(p ** 4, 12);
  });

  it('is p^2 + 2p^2(1-p) for a race to 2 each', () => {
    expect(raceWinProbability(p, 2, 2)).toBeCloseTo(p ** 2 + 2 * p ** 2 * (1 - p), 12);
    expect(raceWinProbability(p, 2, 2)).toBeCloseTo(20 / 27, 12);
  });

  it('is 1/2 for any equal race at p = 1/2', () => {
    for (const n of [1, 2, 7, 11, 50]) expect(raceWinProbability(0.5, n, n)).toBeCloseTo(0.5, 12);
  });

  it('gives the two players probabilities that sum to 1', () => {
    for (const [q, a, b] of [
      [0.3, 5, 7],
      [0.62, 9, 4],
      [0.957, 7, 1],
    ] as const) {
      expect(raceWinProbability(q, a, b) + raceWinProbability(1 - q, b, a)).toBeCloseTo(1, 12);
    }
  });

  it('rejects races below 1 and probabilities outside [0, 1]', () => {
    expect(() => raceWinProbability(0.5, 0, 3)).toThrow(RangeError);
    expect(() => raceWinProbability(0.5, 3, 1.5)).toThrow(RangeError);
    expect(() => raceWinProbability(1.2, 3, 3)).toThrow(RangeError);
  });
});

describe('mapRaceTo', () => {
  it('gives equal players the same race, P = 1/2, no spot', () => {
    expect(mapRaceTo({ ratingA: 500, ratingB: 500, raceTo: 7 })).toEqual({
      raceA: 7,
      raceB: 7,
      spot: 0,
      winProbabilityA: 0.5,
      balanced: true,
    });
  });

  it('picks the race closest to 50 % (hand-computed: p = 2/3, race to 3)', () => {
    // M = 1: p^3 = 8/27 ≈ 0.296; M = 2: 8/27 + 3·(8/27)·(1/3) = 16/27 ≈ 0.593; M = 3: 64/81 ≈ 0.790.
    const result = mapRaceTo({ ratingA: 400, ratingB: 300, raceTo: 3 });
    expect(result).toMatchObject({ raceA: 3, raceB: 2, spot: 1, balanced: true });
    expect(result.winProbabilityA).toBeCloseTo(16 / 27, 12);
  });

  it('chooses no M further from 50 % than any other', () => {
    for (const [ratingA, ratingB, raceTo] of [
      [550, 300, 7],
      [750, 600, 9],
      [610, 480, 11],
    ] as const) {
      const result = mapRaceTo({ ratingA, ratingB, raceTo });
      const p = rackWinProbability(ratingA, ratingB);
      const chosen = Math.abs(result.winProbabilityA - 0.5);
      for (let m = 1; m <= raceTo; m++) {
        expect(chosen).toBeLessThanOrEqual(
          Math.abs(raceWinProbability(p, raceTo, m) - 0.5) + 1e-12,
        );
      }
      expect(result.raceA).toBe(raceTo);
      expect(result.spot).toBe(raceTo - result.raceB);
    }
  });

  it('breaks a tie towards the larger race for the weaker player', () => {
    // Race to 2: M = 1 gives p^2, M = 2 gives p^2(3 − 2p). They sit equally far from 1/2 when
    // p^2(4 − 2p) = 1; find that p by bisection and turn it back into a rating gap.
    let lo = 0.5;
    let hi = 0.7;
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (mid ** 2 * (4 - 2 * mid) < 1) lo = mid;
      else hi = mid;
    }
    const gap = 100 * Math.log2(lo / (1 - lo));
    const p = rackWinProbability(gap, 0);
    expect(Math.abs(raceWinProbability(p, 2, 1) - 0.5)).toBeCloseTo(
      Math.abs(raceWinProbability(p, 2, 2) - 0.5),
      12,
    );
    expect(mapRaceTo({ ratingA: gap, ratingB: 0, raceTo: 2 })).toMatchObject({
      raceA: 2,
      raceB: 2,
      spot: 0,
    });
  });

  it('is symmetric when A is the weaker player', () => {
    const strongerFirst = mapRaceTo({ ratingA: 620, ratingB: 410, raceTo: 9 });
    const weakerFirst = mapRaceTo({ ratingA: 410, ratingB: 620, raceTo: 9 });
    expect(weakerFirst.raceA).toBe(strongerFirst.raceB);
    expect(weakerFirst.raceB).toBe(9);
    expect(weakerFirst.spot).toBe(strongerFirst.spot);
    expect(weakerFirst.winProbabilityA).toBeCloseTo(1 - strongerFirst.winProbabilityA, 12);
    expect(weakerFirst.balanced).toBe(strongerFirst.balanced);
  });

  it('applies a spot override as M = max(1, N − k)', () => {
    const result = mapRaceTo({ ratingA: 500, ratingB: 450, raceTo: 7, spotOverride: 3 });
    expect(result).toMatchObject({ raceA: 7, raceB: 4, spot: 3 });
    const p = rackWinProbability(500, 450);
    expect(result.winProbabilityA).toBeCloseTo(raceWinProbability(p, 7, 4), 12);
    expect(mapRaceTo({ ratingA: 500, ratingB: 450, raceTo: 5, spotOverride: 9 })).toMatchObject({
      raceB: 1,
      spot: 4,
    });
  });

  it('flags a gap no handicap can balance', () => {
    // p ≈ 0.957: even a race to 1 leaves the weaker player p^7 ≈ 0.74 behind.
    const result = mapRaceTo({ ratingA: 750, ratingB: 300, raceTo: 7 });
    expect(result).toMatchObject({ raceA: 7, raceB: 1, spot: 6, balanced: false });
    expect(result.winProbabilityA).toBeCloseTo(rackWinProbability(750, 300) ** 7, 12);
  });
});

describe('mapRaceToByRank', () => {
  it('reads the ratings from the config', () => {
    // C (650) against G (450): the same as the rating call.
    expect(mapRaceToByRank(DEFAULT_CONFIG, { rankA: 'C', rankB: 'G', raceTo: 7 })).toEqual(
      mapRaceTo({ ratingA: 650, ratingB: 450, raceTo: 7 }),
    );
  });

  it('gives the same rank the same race', () => {
    expect(mapRaceToByRank(DEFAULT_CONFIG, { rankA: 'E', rankB: 'E', raceTo: 9 })).toMatchObject({
      raceA: 9,
      raceB: 9,
      spot: 0,
      winProbabilityA: 0.5,
    });
  });

  it('lets the operator table win over the formula, in either order', () => {
    const config: Config = {
      ...DEFAULT_CONFIG,
      spotOverrides: [{ stronger: 'D', weaker: 'K', spot: 2 }],
    };
    expect(mapRaceToByRank(config, { rankA: 'D', rankB: 'K', raceTo: 7 })).toMatchObject({
      raceA: 7,
      raceB: 5,
      spot: 2,
    });
    expect(mapRaceToByRank(config, { rankA: 'K', rankB: 'D', raceTo: 7 })).toMatchObject({
      raceA: 5,
      raceB: 7,
      spot: 2,
    });
    // The formula alone would give K far more than two racks.
    expect(
      mapRaceToByRank(DEFAULT_CONFIG, { rankA: 'D', rankB: 'K', raceTo: 7 }).spot,
    ).toBeGreaterThan(2);
  });

  it('uses ratings the operator changed', () => {
    const config: Config = {
      ...DEFAULT_CONFIG,
      ranks: DEFAULT_CONFIG.ranks.map((r) => (r.code === 'I' ? { ...r, rating: 300 } : r)),
    };
    expect(mapRaceToByRank(config, { rankA: 'I', rankB: 'K', raceTo: 7 })).toMatchObject({
      raceA: 7,
      raceB: 7,
      winProbabilityA: 0.5,
    });
  });
});
