// Who a rank-limited event lets in (issue 41). Every amateur event runs on ranks, which makes a
// rank worth lying about: a player who loses on purpose lowers today's rating and rank. So an
// event judges each player by the highest of
// - the rank an organiser set (the official rank),
// - the rank their peak established rating reached in the event's window (PEAK_WINDOW_DAYS; a
//   provisional rating's swings do not count, as Lichess judges rating-limited events by peak),
// - the rank an organiser last verified after seeing them play.
// Nothing here changes a rank: it only says which one the event reads, and why.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { RATING_DEVIATION, type GameFamily } from '../../../shared/domain';
import { rankIndex, suggestRank } from '../../../shared/ranks';
import type { RankCode } from '../../../shared/schemas/config';
import type { Eligibility } from '../../../shared/schemas/eligibility';
import type { Db } from '../../db/client';
import { rankChanges, ratingChanges, users, type TournamentRow } from '../../db/schema';
import { createConfigService } from '../config';

export type EligibilityRules = Pick<
  TournamentRow,
  'minRank' | 'maxRank' | 'peakWindowDays' | 'verifiedRanksOnly'
> & { family: GameFamily };

const DAY = 24 * 3600 * 1000;

/** Whether the event limits who may join at all (ranks or verification). */
export const limitsRanks = (rules: EligibilityRules): boolean =>
  rules.minRank !== null || rules.maxRank !== null || rules.verifiedRanksOnly;

/** The rank range as a sentence says it: "hạng F trở xuống". */
export function rankRangeText(min: RankCode | null, max: RankCode | null): string {
  if (min && max) return min === max ? `hạng ${min}` : `hạng ${min} đến ${max}`;
  if (min) return `hạng ${min} trở lên`;
  return `hạng ${max} trở xuống`;
}

const stronger = (a: RankCode, b: RankCode) => (rankIndex(a) >= rankIndex(b) ? a : b);

/** How the event judges each of `userIds` at `at`. */
export async function eligibilityOf(
  db: Db,
  userIds: readonly number[],
  rules: EligibilityRules,
  at: Date,
): Promise<Map<number, Eligibility>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  const carom = rules.family === 'carom';
  const people = await db
    .select({
      id: users.id,
      rank: users.rank,
      rating: carom ? users.caromRating : users.rating,
      deviation: carom ? users.caromRatingDeviation : users.ratingDeviation,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const peaks =
    rules.peakWindowDays === 0
      ? []
      : await db
          .select({
            userId: ratingChanges.userId,
            // The rating before a match counts as much as after it: a first loss in the window
            // starts from the peak. Each only where it was established.
            peak: sql<number | null>`max(greatest(
              case when ${ratingChanges.deviationBefore} <= ${RATING_DEVIATION.provisionalAbove}
                then ${ratingChanges.ratingBefore} end,
              case when ${ratingChanges.deviationAfter} <= ${RATING_DEVIATION.provisionalAbove}
                then ${ratingChanges.ratingAfter} end))`.mapWith(Number),
          })
          .from(ratingChanges)
          .where(
            and(
              inArray(ratingChanges.userId, ids),
              eq(ratingChanges.family, rules.family),
              gte(ratingChanges.createdAt, new Date(at.getTime() - rules.peakWindowDays * DAY)),
            ),
          )
          .groupBy(ratingChanges.userId);
  const peakOf = new Map(peaks.map((p) => [p.userId, p.peak || null]));
  const verifications = await db
    .select({ userId: rankChanges.userId, rank: rankChanges.toRank })
    .from(rankChanges)
    .where(and(inArray(rankChanges.userId, ids), eq(rankChanges.verified, true)))
    .orderBy(desc(rankChanges.createdAt), desc(rankChanges.id));
  const verifiedOf = new Map<number, RankCode>();
  for (const v of verifications) if (!verifiedOf.has(v.userId)) verifiedOf.set(v.userId, v.rank);
  const { ranks } = await createConfigService(db).getConfig();

  const judged = new Map<number, Eligibility>();
  for (const person of people) {
    // Today's rating counts too, once it is established.
    const candidates = [peakOf.get(person.id) ?? null];
    if (rules.peakWindowDays > 0 && person.deviation <= RATING_DEVIATION.provisionalAbove) {
      candidates.push(person.rating);
    }
    const best = candidates.reduce<number | null>(
      (a, b) => (b === null ? a : a === null ? b : Math.max(a, b)),
      null,
    );
    const peak =
      best === null
        ? null
        : { rating: best, rank: suggestRank(ranks, best), days: rules.peakWindowDays };
    const verified = verifiedOf.get(person.id) ?? null;
    let rank = person.rank;
    if (peak) rank = stronger(rank, peak.rank);
    if (verified) rank = stronger(rank, verified);
    const byPeak = peak !== null && peak.rank === rank && rank !== person.rank;
    const byVerification = !byPeak && verified === rank && rank !== person.rank;
    const why = byPeak
      ? `Xét theo hạng ${rank} (điểm cao nhất ${peak.days} ngày: ${Math.round(peak.rating)}, hạng ${peak.rank})`
      : byVerification
        ? `Xét theo hạng ${rank} (hạng đã được xác minh)`
        : `Xét theo hạng chính thức ${rank}`;
    const inRange =
      (rules.minRank === null || rankIndex(rank) >= rankIndex(rules.minRank)) &&
      (rules.maxRank === null || rankIndex(rank) <= rankIndex(rules.maxRank));
    const unverified = rules.verifiedRanksOnly && verified === null;
    judged.set(person.id, {
      rank,
      official: person.rank,
      peak,
      verified,
      eligible: inRange && !unverified,
      reason: unverified ? 'Giải chỉ nhận cơ thủ đã được ban tổ chức xác minh hạng' : why,
    });
  }
  return judged;
}

/** Why `eligibility` keeps a player out of an event with these rules, as the refusal says it. */
export function refusalOf(rules: EligibilityRules, eligibility: Eligibility): string {
  if (rules.verifiedRanksOnly && eligibility.verified === null) return eligibility.reason;
  const reason = eligibility.reason.charAt(0).toLowerCase() + eligibility.reason.slice(1);
  return `Giải đấu chỉ dành cho cơ thủ ${rankRangeText(rules.minRank, rules.maxRank)}; bạn được ${reason}`;
}
