// The rack-level rating update (PRODUCT.md §5) against cases worked by hand, and the rank a
// rating suggests. Per rack P(A wins) = 1 / (1 + 2^(−(Ra − Rb)/100)); step(n) = 2 + 6 · 200 /
// (200 + n) points per rack of surprise for a player with n rated racks behind them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANKS } from '../../fixtures/config';
import {
  STEP_HALF_LIFE_RACKS,
  STEP_NEW,
  STEP_SETTLED,
  rateMatch,
  ratingStep,
} from '../../src/app-api/services/players/rating';
import { suggestRank } from '../../src/shared/ranks';

describe('ratingStep', () => {
  it('is 8 for a newcomer, 5 after 200 racks, 3.5 after 600', () => {
    // 2 + 6 · 200/200 = 8; 2 + 6 · 200/400 = 5; 2 + 6 · 200/800 = 3.5.
    expect(ratingStep(0)).toBe(STEP_NEW);
    expect(ratingStep(STEP_HALF_LIFE_RACKS)).toBe(5);
    expect(ratingStep(600)).toBe(3.5);
  });

  it('shrinks as racks played grow, towards the settled step and never below it', () => {
    const played = [0, 1, 10, 50, 100, 200, 400, 1_000, 10_000, 1_000_000];
    const steps = played.map(ratingStep);
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]).toBeLessThan(steps[i - 1] as number);
      expect(steps[i]).toBeGreaterThan(STEP_SETTLED);
    }
    expect(ratingStep(1_000_000)).toBeCloseTo(STEP_SETTLED, 2);
  });

  it('treats a negative count as a newcomer', () => {
    expect(ratingStep(-5)).toBe(STEP_NEW);
  });
});

describe('rateMatch', () => {
  it('a 500 newcomer beating a 600 newcomer 5–3', () => {
    // p = 1/(1 + 2^1) = 1/3; expected = 8 · 1/3 = 2.667 racks; surprise = 5 − 2.667 = 2.333;
    // step 8 each: ±8 · 2.333 = ±18.667 → ±18.7.
    const update = rateMatch(
      { rating: 500, racksPlayed: 0, racks: 5 },
      { rating: 600, racksPlayed: 0, racks: 3 },
    );
    expect(update.expectedA).toBeCloseTo(8 / 3, 12);
    expect(update).toMatchObject({ deltaA: 18.7, deltaB: -18.7 });
  });

  it('a 600 player beating a 500 player 5–3 still loses a little: they were due 5.3 racks', () => {
    // p = 2/3; expected = 16/3 = 5.333; surprise = −0.333; step 8: ∓2.667 → −2.7 / +2.7.
    const update = rateMatch(
      { rating: 600, racksPlayed: 0, racks: 5 },
      { rating: 500, racksPlayed: 0, racks: 3 },
    );
    expect(update.expectedA).toBeCloseTo(16 / 3, 12);
    expect(update).toMatchObject({ deltaA: -2.7, deltaB: 2.7 });
  });

  it('a 700 favourite losing 3–5 to a 500 player, both with 200 racks behind them', () => {
    // p = 1/(1 + 2^−2) = 0.8; expected = 6.4; surprise = 3 − 6.4 = −3.4; step 5: −17 / +17.
    const update = rateMatch(
      { rating: 700, racksPlayed: 200, racks: 3 },
      { rating: 500, racksPlayed: 200, racks: 5 },
    );
    expect(update.expectedA).toBeCloseTo(6.4, 12);
    expect(update).toMatchObject({ deltaA: -17, deltaB: 17 });
  });

  it('uses each player’s own step: equal ratings, 7–3, after 200 and 600 racks', () => {
    // p = 1/2; expected 5; surprise +2 for A: +5 · 2 = +10 for A, −3.5 · 2 = −7 for B.
    const update = rateMatch(
      { rating: 500, racksPlayed: 200, racks: 7 },
      { rating: 500, racksPlayed: 600, racks: 3 },
    );
    expect(update).toEqual({ expectedA: 5, deltaA: 10, deltaB: -7 });
  });

  it('moves a win against a stronger player more than the same win against a weaker one', () => {
    const me = { rating: 500, racksPlayed: 50, racks: 5 };
    const stronger = rateMatch(me, { rating: 600, racksPlayed: 50, racks: 2 });
    const equal = rateMatch(me, { rating: 500, racksPlayed: 50, racks: 2 });
    const weaker = rateMatch(me, { rating: 400, racksPlayed: 50, racks: 2 });
    expect(stronger.deltaA).toBeGreaterThan(equal.deltaA);
    expect(equal.deltaA).toBeGreaterThan(weaker.deltaA);
    expect(weaker.deltaA).toBeGreaterThan(0);
    // And the beaten opponent loses more the stronger they were.
    expect(stronger.deltaB).toBeLessThan(weaker.deltaB);
  });

  it('moves a settled player less than a newcomer for the same result', () => {
    const opponent = { rating: 550, racksPlayed: 0, racks: 4 };
    const newcomer = rateMatch({ rating: 500, racksPlayed: 0, racks: 5 }, opponent);
    const settled = rateMatch({ rating: 500, racksPlayed: 2_000, racks: 5 }, opponent);
    expect(settled.deltaA).toBeGreaterThan(0);
    expect(settled.deltaA).toBeLessThan(newcomer.deltaA);
    // The opponent's move depends on their own step only.
    expect(settled.deltaB).toBe(newcomer.deltaB);
  });

  it('is zero-sum when both steps are equal, rounding included', () => {
    // Equal ratings, 1–0, 280 racks each: step 2 + 1200/480 = 4.5, surprise 0.5 → ±2.25,
    // a rounding tie: both sides must round away from zero, or the pair gains 0.1 from nothing.
    expect(
      rateMatch(
        { rating: 500, racksPlayed: 280, racks: 1 },
        { rating: 500, racksPlayed: 280, racks: 0 },
      ),
    ).toEqual({ expectedA: 0.5, deltaA: 2.3, deltaB: -2.3 });
    for (const [ra, rb, a, b, played] of [
      [512, 668, 3, 5, 0],
      [305, 741, 1, 7, 37],
      [600, 600, 9, 8, 280],
      [450.3, 449.8, 4, 4, 1_000],
      [750, 300, 0, 2, 12],
    ] as const) {
      const update = rateMatch(
        { rating: ra, racksPlayed: played, racks: a },
        { rating: rb, racksPlayed: played, racks: b },
      );
      expect(update.deltaA + update.deltaB).toBe(0);
    }
  });

  it('rounds to a tenth, without a negative zero', () => {
    // 500 vs 501.5, 1–1: p = 1/(1 + 2^0.015) = 0.49740; expected 0.99480; surprise 0.00520;
    // step 8: ±0.0416 → 0.0 both ways (and +0, not −0, so it prints as "0").
    const tiny = rateMatch(
      { rating: 500, racksPlayed: 0, racks: 1 },
      { rating: 501.5, racksPlayed: 0, racks: 1 },
    );
    expect(tiny.deltaA).toBe(0);
    expect(tiny.deltaB).toBe(0);
    for (const [ra, rb, a, b, pa, pb] of [
      [512, 668, 3, 5, 0, 17],
      [305.7, 741.2, 1, 7, 37, 400],
      [450.3, 449.8, 4, 4, 1_000, 3],
    ] as const) {
      const update = rateMatch(
        { rating: ra, racksPlayed: pa, racks: a },
        { rating: rb, racksPlayed: pb, racks: b },
      );
      for (const delta of [update.deltaA, update.deltaB]) {
        expect(Math.round(delta * 10) / 10).toBe(delta);
      }
    }
  });

  it('moves nothing when no rack was played', () => {
    expect(
      rateMatch(
        { rating: 700, racksPlayed: 0, racks: 0 },
        { rating: 300, racksPlayed: 0, racks: 0 },
      ),
    ).toEqual({ expectedA: 0, deltaA: 0, deltaB: 0 });
  });
});

describe('suggestRank', () => {
  it('suggests the rank whose rating is nearest', () => {
    // K 300, I 350, … F 500, … A 750.
    expect(suggestRank(DEFAULT_RANKS, 300)).toBe('K');
    expect(suggestRank(DEFAULT_RANKS, 512)).toBe('F');
    expect(suggestRank(DEFAULT_RANKS, 668)).toBe('C'); // 650 is 18 away, 700 is 32
    expect(suggestRank(DEFAULT_RANKS, 676)).toBe('B'); // 700 is 24 away, 650 is 26
  });

  it('counts halfway between two ranks for the lower one', () => {
    expect(suggestRank(DEFAULT_RANKS, 325)).toBe('K');
    expect(suggestRank(DEFAULT_RANKS, 325.1)).toBe('I');
    expect(suggestRank(DEFAULT_RANKS, 525)).toBe('F');
    expect(suggestRank(DEFAULT_RANKS, 725)).toBe('B');
  });

  it('keeps the weakest and strongest ranks beyond the ends of the scale', () => {
    expect(suggestRank(DEFAULT_RANKS, -50)).toBe('K');
    expect(suggestRank(DEFAULT_RANKS, 1_200)).toBe('A');
  });

  it('does not depend on the order the configuration lists ranks in', () => {
    const shuffled = [...DEFAULT_RANKS].reverse();
    for (const rating of [300, 325, 400, 475, 512, 725, 800]) {
      expect(suggestRank(shuffled, rating)).toBe(suggestRank(DEFAULT_RANKS, rating));
    }
  });

  it('follows an operator’s ratings, and refuses an empty rank table', () => {
    const custom = DEFAULT_RANKS.map((r) => ({ ...r, rating: r.rating * 2 }));
    expect(suggestRank(custom, 1_000)).toBe('F');
    expect(() => suggestRank([], 500)).toThrow();
  });
});
