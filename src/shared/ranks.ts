// Rules about ranks that both the server and the client apply.
import { RANK_CODES } from './domain';
import type { Rank, RankCode } from './schemas/config';

/** A rank's place from the weakest (0) up: for comparing ranks. */
export const rankIndex = (code: RankCode): number => RANK_CODES.indexOf(code);

/**
 * The rank a rating suggests: the rank whose rating is nearest (halfway between two ranks
 * counts for the lower one). Below the weakest rank it is the weakest, above the strongest the
 * strongest. The official rank changes only by an organiser's decision.
 */
export function suggestRank(
  ranks: readonly Pick<Rank, 'code' | 'rating'>[],
  rating: number,
): RankCode {
  const ordered = [...ranks].sort((a, b) => a.rating - b.rating);
  const first = ordered[0];
  if (!first) throw new Error('Cấu hình không có hạng nào');
  let best = first;
  for (const rank of ordered) {
    if (Math.abs(rank.rating - rating) < Math.abs(best.rating - rating)) best = rank;
  }
  return best.code;
}

export const rankLabel = (code: RankCode): string => `Hạng ${code}`;
