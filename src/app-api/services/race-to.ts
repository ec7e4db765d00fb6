// Handicap by race length ("chấp ván"): the weaker player needs fewer racks to win the match.
import { RANK_CODES } from '../../shared/domain';
import type { Config, RankCode } from '../../shared/schemas/config';

/** A match whose best handicap is further than this from 50 % gets the warning notice. */
export const BALANCE_TOLERANCE = 0.1;

export interface MapRaceToParams {
  ratingA: number;
  ratingB: number;
  /** The stronger player's race N. */
  raceTo: number;
  /** Operator-fixed spot k for this pair: the weaker races max(1, N − k). */
  spotOverride?: number;
  /** Who counts as stronger; defaults to the higher rating (A on a tie). */
  stronger?: 'a' | 'b';
}

export interface RaceToResult {
  raceA: number;
  raceB: number;
  /** Racks given to the weaker player: N − M. */
  spot: number;
  winProbabilityA: number;
  /** False when even the best race for the weaker player leaves the match more than 10 % off even. */
  balanced: boolean;
}

/** Per rack: P(A wins) = 1 / (1 + 2^(−(Ra − Rb)/100)). */
export function rackWinProbability(ratingA: number, ratingB: number): number {
  return 1 / (1 + 2 ** (-(ratingA - ratingB) / 100));
}

/**
 * P(A reaches `raceA` racks before B reaches `raceB`), racks independent with P(A wins) = p:
 * Σ_{k=0}^{b−1} C(a−1+k, k) · p^a · (1−p)^k.
 */
export function raceWinProbability(p: number, raceA: number, raceB: number): number {
  assertRace(raceA);
  assertRace(raceB);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p phải trong [0, 1], nhận ${p}`);
  // term_k = C(a−1+k, k) p^a (1−p)^k, built from term_{k−1} so no factorial overflows.
  let term = p ** raceA;
  let sum = term;
  for (let k = 1; k < raceB; k++) {
    term *= ((raceA - 1 + k) / k) * (1 - p);
    sum += term;
  }
  return Math.min(1, sum);
}

export function mapRaceTo(params: MapRaceToParams): RaceToResult {
  const { ratingA, ratingB, raceTo: n, spotOverride } = params;
  assertRace(n);
  const aIsStronger = params.stronger ? params.stronger === 'a' : ratingA >= ratingB;
  const p = aIsStronger
    ? rackWinProbability(ratingA, ratingB)
    : rackWinProbability(ratingB, ratingA);

  const best = bestWeakerRace(p, n);
  const weakerRace =
    spotOverride === undefined ? best.race : Math.max(1, n - Math.max(0, Math.trunc(spotOverride)));
  const strongerWins =
    weakerRace === best.race ? best.probability : raceWinProbability(p, n, weakerRace);

  return {
    raceA: aIsStronger ? n : weakerRace,
    raceB: aIsStronger ? weakerRace : n,
    spot: n - weakerRace,
    winProbabilityA: aIsStronger ? strongerWins : 1 - strongerWins,
    balanced: Math.abs(best.probability - 0.5) <= BALANCE_TOLERANCE,
  };
}

/** The weaker player's race M ∈ [1, N] bringing the match closest to 50 % (ties → larger M). */
function bestWeakerRace(p: number, n: number): { race: number; probability: number } {
  let best = { race: n, probability: raceWinProbability(p, n, n) };
  for (let m = n - 1; m >= 1; m--) {
    const probability = raceWinProbability(p, n, m);
    // Strictly closer only (with a hair of slack for rounding), so ties keep the larger M.
    if (Math.abs(probability - 0.5) < Math.abs(best.probability - 0.5) - 1e-12) {
      best = { race: m, probability };
    }
  }
  return best;
}

export interface MapRaceToByRankInput {
  rankA: RankCode;
  rankB: RankCode;
  raceTo: number;
}

/** The rank-code entry point: ratings and the operator's spot table come from the config. */
export function mapRaceToByRank(config: Config, input: MapRaceToByRankInput): RaceToResult {
  const ratingA = rankRating(config, input.rankA);
  const ratingB = rankRating(config, input.rankB);
  // Equal ratings of different ranks (an odd config): the higher letter counts as stronger.
  const aIsStronger =
    ratingA === ratingB
      ? RANK_CODES.indexOf(input.rankA) >= RANK_CODES.indexOf(input.rankB)
      : ratingA > ratingB;
  const [stronger, weaker] = aIsStronger ? [input.rankA, input.rankB] : [input.rankB, input.rankA];
  const override =
    stronger === weaker
      ? undefined
      : config.spotOverrides.find((o) => o.stronger === stronger && o.weaker === weaker);

  return mapRaceTo({
    ratingA,
    ratingB,
    raceTo: input.raceTo,
    spotOverride: override?.spot,
    stronger: aIsStronger ? 'a' : 'b',
  });
}

function rankRating(config: Config, code: RankCode): number {
  const rank = config.ranks.find((r) => r.code === code);
  if (!rank) throw new Error(`Cấu hình thiếu hạng ${code}`);
  return rank.rating;
}

function assertRace(race: number): void {
  if (!Number.isInteger(race) || race < 1) {
    throw new RangeError(`Số ván chạm phải là số nguyên ≥ 1, nhận ${race}`);
  }
}
