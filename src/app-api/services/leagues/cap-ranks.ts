// The rank a league's cap weighs a player at: the highest they have held since they joined the
// team's roster, not today's. A decision that moves a player down mid-season (a sandbagger's
// rank lowered, or a friendly organiser's favour) must not open room under the cap.
import { and, gte, inArray } from 'drizzle-orm';
import { RANK_CODES } from '../../../shared/domain';
import type { RankCode } from '../../../shared/schemas/config';
import type { Db } from '../../db/client';
import { rankChanges } from '../../db/schema';

export interface RosterRank {
  userId: number;
  /** The official rank today. */
  rank: RankCode;
  /** When they joined the roster (null: not yet; today's rank counts). */
  joinedAt: Date | null;
}

const higher = (a: RankCode, b: RankCode): RankCode =>
  RANK_CODES.indexOf(a) >= RANK_CODES.indexOf(b) ? a : b;

/** Each roster player's rank for the cap: today's, or a higher one held since they joined. */
export async function capRanksOf(tx: Db, roster: RosterRank[]): Promise<Map<number, RankCode>> {
  const ranks = new Map(roster.map((member) => [member.userId, member.rank]));
  const joined = roster.filter((member) => member.joinedAt !== null);
  if (joined.length === 0) return ranks;
  const since = new Date(Math.min(...joined.map((member) => member.joinedAt?.getTime() ?? 0)));
  // Every rank held since a moment is today's or the `from` of a later change.
  const changes = await tx
    .select({
      userId: rankChanges.userId,
      fromRank: rankChanges.fromRank,
      at: rankChanges.createdAt,
    })
    .from(rankChanges)
    .where(
      and(
        inArray(
          rankChanges.userId,
          joined.map((member) => member.userId),
        ),
        gte(rankChanges.createdAt, since),
      ),
    );
  for (const change of changes) {
    const member = joined.find((m) => m.userId === change.userId);
    const current = ranks.get(change.userId);
    if (!member?.joinedAt || !current || change.at < member.joinedAt) continue;
    ranks.set(change.userId, higher(current, change.fromRank));
  }
  return ranks;
}
