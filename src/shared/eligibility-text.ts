// How a rank-limited event's refusal reads, said alike by the upstream's refused join and the
// event's page before the player tries (issue 41). Apart from the schemas: pages load no zod.
import type { RankCode } from './schemas/config';
import type { Eligibility } from './schemas/eligibility';

/** The rank range as a sentence says it: "hạng F trở xuống". */
export function rankRangeText(min: RankCode | null, max: RankCode | null): string {
  if (min && max) return min === max ? `hạng ${min}` : `hạng ${min} đến ${max}`;
  if (min) return `hạng ${min} trở lên`;
  return `hạng ${max} trở xuống`;
}

/** Why `eligibility` keeps a player out of an event with these limits. */
export function refusalOf(
  limits: { minRank: RankCode | null; maxRank: RankCode | null; verifiedRanksOnly: boolean },
  eligibility: Pick<Eligibility, 'reason' | 'verified'>,
): string {
  if (limits.verifiedRanksOnly && eligibility.verified === null) return eligibility.reason;
  const reason = eligibility.reason.charAt(0).toLowerCase() + eligibility.reason.slice(1);
  return `Giải đấu chỉ dành cho cơ thủ ${rankRangeText(limits.minRank, limits.maxRank)}; bạn được ${reason}`;
}
