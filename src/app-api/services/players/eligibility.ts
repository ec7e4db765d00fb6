// Who a rank-limited event lets in (issue 41). Every amateur event runs on ranks, which makes a
// rank worth lying about: a player who loses on purpose lowers today's rating and rank. So an
// event judges each player by the highest of
// - the rank an organiser set (the official rank),
// - the rank their peak established rating reached in the event's window (PEAK_WINDOW_DAYS; a
//   provisional rating's swings do not count, as Lichess judges rating-limited events by peak),
// - the rank an organiser last verified after seeing them play.
// Nothing here changes a rank: it only says which one the event reads, and why.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { gameFamily, RATING_DEVIATION, type GameFamily } from '../../../shared/domain';
import { rankIndex, suggestRank } from '../../../shared/ranks';
import type { RankCode } from '../../../shared/schemas/config';
import type { Eligibility } from '../../../shared/schemas/eligibility';
import type { Db } from '../../db/client';
import { rankChanges, ratingChanges, users, type TournamentRow } from '../../db/schema';
import { createConfigService } from '../config';
import { RATING_COLUMNS } from './rating-ledger';

export type EligibilityRules = Pick<
  TournamentRow,
  'minRank' | 'maxRank' | 'peakWindowDays' | 'verifiedRanksOnly'
> & { family: GameFamily };

const DAY = 24 * 3600 * 1000;

/** The rules an event's row sets. */
export const eligibilityRules = (row: TournamentRow): EligibilityRules => ({
  ...row,
  family: gameFamily(row.game),
});

/** Whether the event limits who may join at all (ranks or verification). */
export const limitsRanks = (rules: EligibilityRules): boolean =>
  rules.minRank !== null || rules.maxRank !== null || rules.verifiedRanksOnly;

const stronger = (a: RankCode, b: RankCode) => (rankIndex(a) >= rankIndex(b) ? a : b);

/**
 * Each player's highest established rating in the `days` before `at`: before or after any of
 * their matches in the window, each only where its deviation was established, and today's once
 * it is. A provisional rating's swings do not count. None for a player without one, or at 0 days.
 */
export async function peakRatingsOf(
  db: Db,
  people: readonly { id: number; rating: number; deviation: number }[],
  family: GameFamily,
  days: number,
  at: Date,
): Promise<Map<number, number>> {
  if (days === 0 || people.length === 0) return new Map();
  const established = RATING_DEVIATION.provisionalAbove;
  const rows = await db
    .select({
      userId: ratingChanges.userId,
      // The rating before a match counts as much as after it: a first loss in the window
      // starts from the peak.
      peak: sql<number | null>`max(greatest(
        case when ${ratingChanges.deviationBefore} <= ${established}
          then ${ratingChanges.ratingBefore} end,
        case when ${ratingChanges.deviationAfter} <= ${established}
          then ${ratingChanges.ratingAfter} end))`,
    })
    .from(ratingChanges)
    .where(
      and(
        inArray(
          ratingChanges.userId,
          people.map((p) => p.id),
        ),
        eq(ratingChanges.family, family),
        gte(ratingChanges.createdAt, new Date(at.getTime() - days * DAY)),
      ),
    )
    .groupBy(ratingChanges.userId);
  const peaks = new Map<number, number>();
  for (const row of rows) if (row.peak !== null) peaks.set(row.userId, Number(row.peak));
  for (const person of people) {
    if (person.deviation > established) continue;
    peaks.set(person.id, Math.max(peaks.get(person.id) ?? person.rating, person.rating));
  }
  return peaks;
}

/** How the event judges each of `userIds` at `at`. */
export async function eligibilityOf(
  db: Db,
  userIds: readonly number[],
  rules: EligibilityRules,
  at: Date,
): Promise<Map<number, Eligibility>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  const columns = RATING_COLUMNS[rules.family];
  const people = await db
    .select({
      id: users.id,
      rank: users.rank,
      rating: columns.rating,
      deviation: columns.deviation,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const peakOf = await peakRatingsOf(db, people, rules.family, rules.peakWindowDays, at);
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
    const best = peakOf.get(person.id) ?? null;
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
