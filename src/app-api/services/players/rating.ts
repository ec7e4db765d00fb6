// The rack-level rating update. Ratings live on the scale of the handicap formula: a player 100
// points stronger wins a rack two times in three (race-to.ts). After a match, each player moves
// by a step per rack times (racks won − racks the formula expected), so the update only looks at
// racks, never at the races: a handicap changes who wins the match, not what a rack says.
import { rackWinProbability } from '../race-to';

/** Points per rack of surprise for a newcomer … */
export const STEP_NEW = 8;
/** … shrinking towards this for a player with a long record … */
export const STEP_SETTLED = 2;
/** … and halfway there after this many racks. */
export const STEP_HALF_LIFE_RACKS = 200;

/** The step per rack of a player who has played `racksPlayed` rated racks before this match. */
export function ratingStep(racksPlayed: number): number {
  const played = Math.max(0, racksPlayed);
  return (
    STEP_SETTLED +
    (STEP_NEW - STEP_SETTLED) * (STEP_HALF_LIFE_RACKS / (STEP_HALF_LIFE_RACKS + played))
  );
}

export interface RatedSide {
  rating: number;
  /** Rated racks this player played before the match. */
  racksPlayed: number;
  /** Racks this player won in the match. */
  racks: number;
}

export interface RatingUpdate {
  /** Racks A was expected to win out of the racks played, from the per-rack formula. */
  expectedA: number;
  deltaA: number;
  deltaB: number;
}

/** Both players' rating changes for one finished match; nothing moves when no rack was played. */
export function rateMatch(a: RatedSide, b: RatedSide): RatingUpdate {
  const racks = a.racks + b.racks;
  const expectedA = racks * rackWinProbability(a.rating, b.rating);
  const surpriseA = a.racks - expectedA;
  return {
    expectedA,
    deltaA: round(ratingStep(a.racksPlayed) * surpriseA),
    deltaB: round(-ratingStep(b.racksPlayed) * surpriseA),
  };
}

/**
 * Ratings are kept to a tenth of a point (what the pages show). Halves round away from zero, so
 * the two sides of an equal-step match round alike (Math.round sends −2.25 to −2.2 but 2.25 to
 * 2.3, which would mint a tenth of a point from nothing).
 */
function round(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0;
}
