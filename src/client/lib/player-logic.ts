// Pure rules of the player pages (no React), unit-tested in tests/unit/client-players.test.ts.
import { onFirstUse } from './format';
import type { Rank } from '../../shared/schemas/config';
import type { PlayerSummary } from '../../shared/schemas/player-summary';
import type { MatchOutcome } from '../../shared/domain';
import { resultFor } from './match-result';
import type { PlayerMatch, RatingPoint } from '../../shared/schemas/players';

const ratingFormat = onFirstUse(() => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }));
const deltaFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('vi-VN', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
);

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/** A day without the time ('22/11/2026'). */
export const formatDate = (iso: string) => dateFormat().format(new Date(iso));

/** A rating as the pages show it: a tenth of a point at most ('712,5'). */
export const formatRating = (rating: number) => ratingFormat().format(rating);

const averageFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('vi-VN', {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }),
);

/** A carom general or best game average, three decimals as protocols state it ('1,600'). */
export const formatAverage = (average: number) => averageFormat().format(average);

/** A rating change with its sign, a typographic minus for losses ('+12,3', '−4,1', '0,0'). */
export const formatRatingDelta = (delta: number) => deltaFormat().format(delta).replace('-', '−');

/** Which colour a rating change wears. */
export function deltaTone(delta: number): 'up' | 'down' | 'flat' {
  if (delta > 0) return 'up';
  if (delta < 0) return 'down';
  return 'flat';
}

export interface MatchSide {
  opponent: PlayerSummary | null;
  score: number;
  opponentScore: number;
  race: number;
  opponentRace: number;
  /** 'drawn': a carom game level at the end where a draw was allowed; null while undecided. */
  result: MatchOutcome | null;
}

/** A match seen from one player's side (they may be either slot). */
export function matchSide(match: PlayerMatch, playerId: number): MatchSide {
  const second = match.player2?.id === playerId;
  const result = resultFor(match, playerId);
  return second
    ? {
        opponent: match.player1,
        score: match.score2,
        opponentScore: match.score1,
        race: match.race2,
        opponentRace: match.race1,
        result,
      }
    : {
        opponent: match.player2,
        score: match.score1,
        opponentScore: match.score2,
        race: match.race1,
        opponentRace: match.race2,
        result,
      };
}

/** The rating axis of the chart: every point with some air, on round tens. */
export function ratingDomain(
  points: readonly Pick<RatingPoint, 'rating'>[],
  padding = 20,
): [number, number] {
  if (points.length === 0) return [0, 100];
  const ratings = points.map((point) => point.rating);
  const low = Math.floor((Math.min(...ratings) - padding) / 10) * 10;
  const high = Math.ceil((Math.max(...ratings) + padding) / 10) * 10;
  return [low, high];
}

/** The ranks whose rating falls inside the chart's axis (drawn as reference lines). */
export function rankLinesWithin(
  ranks: readonly Pick<Rank, 'code' | 'rating'>[],
  [low, high]: readonly [number, number],
): Pick<Rank, 'code' | 'rating'>[] {
  return ranks.filter((rank) => rank.rating >= low && rank.rating <= high);
}

/** The rating over the last points: the change since the first one. */
export function ratingChange(points: readonly Pick<RatingPoint, 'rating'>[]): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 0;
  return Math.round((last.rating - first.rating) * 10) / 10;
}
