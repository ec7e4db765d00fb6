// The rating update (issue 41): Glicko-2 from the `glicko2` package, checked against the worked
// example of Glickman's paper ("Example of the Glicko-2 system", 2013), then on our scale, where
// a player 100 points stronger wins a rack two times in three: one match is one game scored by the
// share of racks won, a newcomer moves fast and grows sure, and an established player moves
// little against a provisional one.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANKS } from '../../fixtures/config';
import {
  GLICKO_PER_POINT,
  fromGlicko,
  glickoPeriod,
  rateMatch,
  toGlicko,
  type RatingState,
} from '../../src/app-api/services/players/rating';
import { rackWinProbability } from '../../src/app-api/services/race-to';
import { isProvisional, RATING_DEVIATION, RATING_VOLATILITY } from '../../src/shared/domain';
import { suggestRank } from '../../src/shared/ranks';

const newcomer = (rating: number): RatingState => ({
  rating,
  deviation: RATING_DEVIATION.initial,
  volatility: RATING_VOLATILITY,
});
const established = (rating: number): RatingState => ({
  rating,
  deviation: 50,
  volatility: RATING_VOLATILITY,
});

describe('glickoPeriod', () => {
  it('reproduces Glickman’s worked example: 1500 ±200 against 1400, 1550 and 1700', () => {
    // τ = 0.5 in the paper as here. A win against 1400 ±30, losses to 1550 ±100 and 1700 ±300
    // give r′ = 1464.06, RD′ = 151.52, σ′ = 0.05999.
    const after = glickoPeriod({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });
});

describe('the scale', () => {
  it('maps the handicap formula’s odds onto Glicko’s: 100 of our points are 2:1 per rack', () => {
    expect(GLICKO_PER_POINT).toBeCloseTo(1.2041, 4);
    const a = toGlicko(newcomer(700));
    const b = toGlicko(newcomer(600));
    const glickoOdds = 1 / (1 + 10 ** (-(a.rating - b.rating) / 400));
    expect(glickoOdds).toBeCloseTo(rackWinProbability(700, 600), 12);
    expect(fromGlicko(a)).toEqual(newcomer(700));
    // A newcomer's ±290 is Glicko-2's usual 350.
    expect(a.rd).toBeCloseTo(349.2, 1);
  });
});

describe('rateMatch', () => {
  it('moves a newcomer who beats an established player a lot, and the established one little', () => {
    const update = rateMatch({ ...newcomer(500), racks: 5 }, { ...established(600), racks: 3 });
    expect(update.deltaA).toBeGreaterThan(40);
    expect(update.deltaB).toBeLessThan(0);
    expect(update.deltaB).toBeGreaterThan(-5);
    // The newcomer is surer of their rating now, still provisional after one match.
    expect(update.a.deviation).toBeLessThan(RATING_DEVIATION.initial);
    expect(isProvisional(update.a.deviation)).toBe(true);
  });

  it('weighs a provisional opponent’s result less than an established one’s', () => {
    const me = { ...established(600), racks: 2 };
    const againstNewcomer = rateMatch(me, { ...newcomer(600), racks: 5 });
    const againstEstablished = rateMatch(me, { ...established(600), racks: 5 });
    expect(againstNewcomer.deltaA).toBeLessThan(0);
    expect(againstNewcomer.deltaA).toBeGreaterThan(againstEstablished.deltaA);
  });

  it('scores a match by its share of racks: a 7–3 win is worth more than a 7–6 one', () => {
    const big = rateMatch({ ...established(600), racks: 7 }, { ...established(600), racks: 3 });
    const close = rateMatch({ ...established(600), racks: 7 }, { ...established(600), racks: 6 });
    expect(big.deltaA).toBeGreaterThan(close.deltaA);
    expect(close.deltaA).toBeGreaterThan(0);
  });

  it('makes a newcomer established in about ten matches against established players', () => {
    let me = newcomer(600);
    let matches = 0;
    while (isProvisional(me.deviation)) {
      me = rateMatch({ ...me, racks: 5 }, { ...established(600), racks: 5 }).a;
      matches++;
    }
    expect(matches).toBeGreaterThanOrEqual(8);
    expect(matches).toBeLessThanOrEqual(12);
  });

  it('keeps ratings and deltas to a tenth, without a negative zero', () => {
    const tiny = rateMatch({ ...established(500), racks: 1 }, { ...established(500), racks: 1 });
    expect(Object.is(tiny.deltaA, -0)).toBe(false);
    for (const [ra, rb, a, b] of [
      [512, 668, 3, 5],
      [305.7, 741.2, 1, 7],
      [450.3, 449.8, 4, 4],
    ] as const) {
      const update = rateMatch({ ...newcomer(ra), racks: a }, { ...established(rb), racks: b });
      for (const value of [update.deltaA, update.deltaB, update.a.rating, update.b.deviation]) {
        expect(Math.round(value * 10) / 10).toBe(value);
      }
      expect(update.a.rating).toBe(Math.round((ra + update.deltaA) * 10) / 10);
    }
  });

  it('moves nothing when no rack was played', () => {
    const update = rateMatch({ ...newcomer(700), racks: 0 }, { ...newcomer(300), racks: 0 });
    expect(update).toEqual({ deltaA: 0, deltaB: 0, a: newcomer(700), b: newcomer(300) });
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
