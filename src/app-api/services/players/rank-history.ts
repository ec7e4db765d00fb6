// A player's rank history (issue 41): every way their rank changed, newest first, with reasons:
// an organiser's decisions, their verifications after seeing the player play (the rank may stay
// the same), and where the pool rating crossed into another rank's range (a suggestion only: the
// official rank waits for an organiser). Only public columns are read.
import { and, asc, desc, eq } from 'drizzle-orm';
import { suggestRank } from '../../../shared/ranks';
import type { Rank } from '../../../shared/schemas/config';
import type { PlayerProfile, RankChange } from '../../../shared/schemas/players';
import type { Db } from '../../db/client';
import { rankChanges, ratingChanges, tournaments } from '../../db/schema';
import { loadPlayerSummaries } from './player-summary';

/** The player's rank history, newest first, and their latest verification. */
export async function rankHistoryOf(
  db: Db,
  id: number,
  ranks: readonly Pick<Rank, 'code' | 'rating'>[],
): Promise<Pick<PlayerProfile, 'rankChanges' | 'verified'>> {
  const decisions = await db
    .select({ change: rankChanges, tournamentName: tournaments.name })
    .from(rankChanges)
    .leftJoin(tournaments, eq(tournaments.id, rankChanges.tournamentId))
    .where(eq(rankChanges.userId, id))
    .orderBy(desc(rankChanges.createdAt), desc(rankChanges.id));
  const deciders = await loadPlayerSummaries(
    db,
    decisions.map((d) => d.change.changedBy),
  );
  const decided: RankChange[] = decisions.flatMap(({ change, tournamentName }) => {
    const changedBy = deciders.get(change.changedBy);
    if (!changedBy) return [];
    return [
      {
        id: change.id,
        kind: change.verified ? 'verified' : 'decided',
        fromRank: change.fromRank,
        toRank: change.toRank,
        reason: change.reason,
        changedBy,
        tournament:
          change.tournamentId !== null && tournamentName !== null
            ? { id: change.tournamentId, name: tournamentName }
            : null,
        createdAt: change.createdAt.toISOString(),
      },
    ];
  });
  const suggested = await suggestionsOf(db, id, ranks);
  const latest = decided.find((d) => d.kind === 'verified');
  return {
    rankChanges: [...decided, ...suggested].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    ),
    verified:
      latest && latest.changedBy
        ? { rank: latest.toRank, by: latest.changedBy, at: latest.createdAt }
        : null,
  };
}

/** Where the pool rating moved into another rank's range, from the rating ledger. */
async function suggestionsOf(
  db: Db,
  id: number,
  ranks: readonly Pick<Rank, 'code' | 'rating'>[],
): Promise<RankChange[]> {
  const rows = await db
    .select({
      id: ratingChanges.id,
      before: ratingChanges.ratingBefore,
      after: ratingChanges.ratingAfter,
      at: ratingChanges.createdAt,
    })
    .from(ratingChanges)
    .where(and(eq(ratingChanges.userId, id), eq(ratingChanges.family, 'pool')))
    .orderBy(asc(ratingChanges.id));
  return rows.flatMap((row) => {
    const [from, to] = [suggestRank(ranks, row.before), suggestRank(ranks, row.after)];
    if (from === to) return [];
    return [
      {
        id: row.id,
        kind: 'suggested' as const,
        fromRank: from,
        toRank: to,
        reason: `Điểm trình độ ${Math.round(row.after)} sau một trận: gợi ý hạng ${to}`,
        changedBy: null,
        tournament: null,
        createdAt: row.at.toISOString(),
      },
    ];
  });
}
