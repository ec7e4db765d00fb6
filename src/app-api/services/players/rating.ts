// The rating update (issue 41): Glicko-2, computed by the `glicko2` package, on the handicap
// formula's scale. A rating lives where a player 100 points stronger wins a rack two times in
// three (race-to.ts), which is Glicko's logistic at GLICKO_PER_POINT of its points per ours; with
// it each player carries a deviation (how sure the rating is, shared/domain.ts RATING_DEVIATION)
// and a volatility.
//
// One match is one Glicko-2 game scored by the share of racks won (7–3 counts 0.7): the racks of
// one evening at one table are not independent games, and counting each as one would call a
// newcomer established after two matches. A carom game scores 1, 0 or ½. Glicko-2 weighs a result
// by the opponent's deviation, so a provisional player's results move an established player
// little, while the newcomer's own rating moves fast.
import { Glicko2 } from 'glicko2';
import { RATING_DEVIATION, RATING_VOLATILITY } from '../../../shared/domain';

/** Glicko-2 points per rating point: 2:1 rack odds at 100 of ours are 10:1 odds at 400·log10 2. */
export const GLICKO_PER_POINT = (400 * Math.log10(2)) / 100;
/** How fast volatility itself may change (Glickman suggests 0.3 to 1.2). */
const RATING_TAU = 0.5;
/** Where the scales are pinned together; Glicko-2 only reads differences of ratings. */
const OURS_AT_1500 = 600;

/** A rating with its confidence, in rating points (deviation) and Glicko-2's volatility. */
export interface RatingState {
  rating: number;
  deviation: number;
  volatility: number;
}

/** The same on Glicko-2's own scale (1500, RD 350), as its papers and the package speak. */
export interface GlickoState {
  rating: number;
  rd: number;
  vol: number;
}

export const toGlicko = (state: RatingState): GlickoState => ({
  rating: 1500 + (state.rating - OURS_AT_1500) * GLICKO_PER_POINT,
  rd: state.deviation * GLICKO_PER_POINT,
  vol: state.volatility,
});

export const fromGlicko = (state: GlickoState): RatingState => ({
  rating: OURS_AT_1500 + (state.rating - 1500) / GLICKO_PER_POINT,
  deviation: state.rd / GLICKO_PER_POINT,
  volatility: state.vol,
});

/** One Glicko-2 rating period of `player` against `games`, on Glicko-2's scale. */
export function glickoPeriod(
  player: GlickoState,
  games: readonly { opponent: GlickoState; score: number }[],
): GlickoState {
  const system = new Glicko2({
    tau: RATING_TAU,
    rd: RATING_DEVIATION.initial * GLICKO_PER_POINT,
    vol: RATING_VOLATILITY,
  });
  const self = system.makePlayer(player.rating, player.rd, player.vol);
  system.updateRatings(
    games.map(({ opponent, score }) => [
      self,
      system.makePlayer(opponent.rating, opponent.rd, opponent.vol),
      score,
    ]),
  );
  return { rating: self.getRating(), rd: self.getRd(), vol: self.getVol() };
}

export interface RatedSide extends RatingState {
  /** Racks this player won in the match (a carom game: 1, 0 or ½). */
  racks: number;
}

export interface RatingUpdate {
  deltaA: number;
  deltaB: number;
  /** Each side's state after the match, its rating to a tenth of a point. */
  a: RatingState;
  b: RatingState;
}

/** Both players' new states after one match; nothing moves when no rack was played. */
export function rateMatch(a: RatedSide, b: RatedSide): RatingUpdate {
  const racks = a.racks + b.racks;
  if (racks === 0) return { deltaA: 0, deltaB: 0, a: stateOf(a), b: stateOf(b) };
  const scoreA = a.racks / racks;
  const nextA = fromGlicko(glickoPeriod(toGlicko(a), [{ opponent: toGlicko(b), score: scoreA }]));
  const nextB = fromGlicko(
    glickoPeriod(toGlicko(b), [{ opponent: toGlicko(a), score: 1 - scoreA }]),
  );
  const deltaA = round(nextA.rating - a.rating);
  const deltaB = round(nextB.rating - b.rating);
  return {
    deltaA,
    deltaB,
    a: { ...settled(nextA), rating: tenth(a.rating + deltaA) },
    b: { ...settled(nextB), rating: tenth(b.rating + deltaB) },
  };
}

const stateOf = ({ rating, deviation, volatility }: RatingState): RatingState => ({
  rating,
  deviation,
  volatility,
});

/** Kept as the pages show it: the deviation to a tenth of a point. */
const settled = (state: RatingState): RatingState => ({
  ...state,
  deviation: tenth(state.deviation),
});

function tenth(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

/**
 * Deltas are kept to a tenth of a point (what the pages show). Halves round away from zero, so
 * equal and opposite moves round alike (Math.round sends −2.25 to −2.2 but 2.25 to 2.3).
 */
function round(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0;
}
