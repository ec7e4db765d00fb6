// Sandbagging signals for organisers (issue 41). A player who plays below their level ("giấu
// trình") shows it in their results; each signal below is read from the pool rating ledger of
// the last 90 days and shown, with its figures and matches, to the managers of events the player
// enters. A flag never changes a rank: the organiser decides, and the player sees only that.
//
// "Far" is two ranks (100 points on the default table, 2:1 odds per rack): one rank is what a
// good evening over three or four matches gives anyone; two ranks sustained is another level.
// - performance: an event's performance rating (the opponents' mean rating, plus 100 points per
//   doubling of racks won over racks lost) two ranks or more above the official rank;
// - weak_losses: three or more matches lost in 30 days to players two ranks or more weaker;
// - fall: today's rating two ranks or more under the peak established rating of 90 days.
import { aliasedTable, and, asc, eq, gte, inArray } from 'drizzle-orm';
import { rankIndex, suggestRank } from '../../../shared/ranks';
import type { Rank, RankCode } from '../../../shared/schemas/config';
import type { SandbagFlag } from '../../../shared/schemas/eligibility';
import type { Db } from '../../db/client';
import { matches, ratingChanges, tournaments, users } from '../../db/schema';
import { peakRatingsOf } from './eligibility';

const DAY = 24 * 3600 * 1000;
/** Two ranks of the default table. */
const FAR = 100;
const WINDOW_DAYS = 90;
const WEAK_LOSS_DAYS = 30;
const WEAK_LOSSES = 3;
/** Fewer matches in an event say too little of a performance. */
const PERFORMANCE_MATCHES = 3;

type Ranks = readonly Pick<Rank, 'code' | 'rating'>[];

/** The rating at which the racks won and lost were expected: 100 points per doubling. */
export function performanceRating(opponentMean: number, racksWon: number, racksLost: number) {
  return opponentMean + 100 * Math.log2((racksWon + 0.5) / (racksLost + 0.5));
}

const twoRanksAbove = (ranks: Ranks, rating: number, official: RankCode) =>
  rankIndex(suggestRank(ranks, rating)) - rankIndex(official) >= 2;

/** The signals of each of `userIds` at `at`, by user; players with none are left out. */
export async function sandbagFlagsOf(
  db: Db,
  userIds: readonly number[],
  ranks: Ranks,
  at: Date,
): Promise<Map<number, SandbagFlag[]>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  const opponent = aliasedTable(ratingChanges, 'opponent_change');
  const rows = await db
    .select({
      userId: ratingChanges.userId,
      matchId: ratingChanges.matchId,
      won: ratingChanges.won,
      racksWon: ratingChanges.racksWon,
      racksLost: ratingChanges.racksLost,
      before: ratingChanges.ratingBefore,
      after: ratingChanges.ratingAfter,
      at: ratingChanges.createdAt,
      opponentRating: opponent.ratingBefore,
      opponentName: users.fullName,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
    })
    .from(ratingChanges)
    .innerJoin(
      opponent,
      and(
        eq(opponent.matchId, ratingChanges.matchId),
        eq(opponent.userId, ratingChanges.opponentId),
      ),
    )
    .innerJoin(users, eq(users.id, opponent.userId))
    .innerJoin(matches, eq(matches.id, ratingChanges.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        inArray(ratingChanges.userId, ids),
        eq(ratingChanges.family, 'pool'),
        gte(ratingChanges.createdAt, new Date(at.getTime() - WINDOW_DAYS * DAY)),
      ),
    )
    .orderBy(asc(ratingChanges.id));
  const people = await db
    .select({
      id: users.id,
      rank: users.rank,
      rating: users.rating,
      deviation: users.ratingDeviation,
    })
    .from(users)
    .where(inArray(users.id, ids));
  // The 90-day established peak, as a rank-limited event reads it (eligibility.ts).
  const peaks = await peakRatingsOf(db, people, 'pool', WINDOW_DAYS, at);

  const flags = new Map<number, SandbagFlag[]>();
  for (const person of people) {
    const mine = rows.filter((r) => r.userId === person.id);
    const label = (r: (typeof mine)[number]) =>
      `${r.won ? 'Thắng' : 'Thua'} ${r.opponentName} ${r.racksWon}–${r.racksLost}`;
    const found: SandbagFlag[] = [];

    const events = new Map<number, typeof mine>();
    for (const r of mine) events.set(r.tournamentId, [...(events.get(r.tournamentId) ?? []), r]);
    for (const played of events.values()) {
      if (played.length < PERFORMANCE_MATCHES) continue;
      const mean = played.reduce((s, r) => s + r.opponentRating, 0) / played.length;
      const won = played.reduce((s, r) => s + r.racksWon, 0);
      const lost = played.reduce((s, r) => s + r.racksLost, 0);
      const performance = performanceRating(mean, won, lost);
      if (!twoRanksAbove(ranks, performance, person.rank)) continue;
      const level = suggestRank(ranks, performance);
      found.push({
        signal: 'performance',
        evidence: `Thi đấu ở mức ${Math.round(performance)} điểm (hạng ${level}) tại ${played[0]?.tournamentName}: ${won}–${lost} ván trước đối thủ trung bình ${Math.round(mean)} điểm; hạng chính thức ${person.rank}`,
        matches: played.map((r) => ({ id: r.matchId, label: label(r) })),
        suggestedRank: level,
      });
    }

    const since = at.getTime() - WEAK_LOSS_DAYS * DAY;
    const weakLosses = mine.filter(
      (r) => !r.won && r.at.getTime() >= since && r.opponentRating <= r.before - FAR,
    );
    if (weakLosses.length >= WEAK_LOSSES) {
      const racks = weakLosses.reduce((s, r) => s + r.racksLost, 0);
      found.push({
        signal: 'weak_losses',
        evidence: `Thua ${weakLosses.length} trận (${racks} ván) trong ${WEAK_LOSS_DAYS} ngày trước đối thủ yếu hơn từ ${FAR} điểm trở lên`,
        matches: weakLosses.map((r) => ({ id: r.matchId, label: label(r) })),
        suggestedRank: suggestRank(ranks, Math.max(...weakLosses.map((r) => r.before))),
      });
    }

    const peak = peaks.get(person.id);
    if (peak !== undefined && peak - person.rating >= FAR) {
      // The matches since the peak: after the one that reached it, or from the one it began.
      const reached = mine.findIndex((r) => r.before === peak || r.after === peak);
      const after =
        reached < 0 ? mine : mine.slice(mine[reached]?.after === peak ? reached + 1 : reached);
      found.push({
        signal: 'fall',
        evidence: `Điểm trình độ giảm từ ${Math.round(peak)} xuống ${Math.round(person.rating)} trong ${WINDOW_DAYS} ngày`,
        matches: after.slice(-10).map((r) => ({ id: r.matchId, label: label(r) })),
        suggestedRank: suggestRank(ranks, peak),
      });
    }
    if (found.length > 0) flags.set(person.id, found);
  }
  return flags;
}
