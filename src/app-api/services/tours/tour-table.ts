// The points rule of a ranking tour, as README.md states it: an event's final places earn its
// tier's points; a player's best `bestOf` results count; the previous season's total comes in by
// its rollover rule. Pure, so the rule is tested on its own; tour-reads.ts feeds it the rows.
import { pointsForPlace } from '../../../shared/tour-rules';
import type { TourResult, TourTier } from '../../../shared/schemas/tours';

/** One final place of a player in an event of the season. */
export interface FinalPlace {
  userId: number;
  tournamentId: number;
  startsAt: Date;
  tier: string;
  place: number;
}

export interface SeasonRules {
  tiers: readonly TourTier[];
  bestOf: number | null;
}

/** A player's line of the table, before their public summary is joined. */
export interface TableLine {
  userId: number;
  place: number;
  points: number;
  carried: number;
  eventsPlayed: number;
  results: TourResult[];
}

/**
 * The season's table: each player's counted points plus what they carried in, highest first.
 * Level players are told apart by their best single result, then by titles; players level on
 * all three share the place.
 */
export function reckonTable(
  rules: SeasonRules,
  places: readonly FinalPlace[],
  carried: ReadonlyMap<number, number> = new Map(),
): TableLine[] {
  const tierPoints = new Map(rules.tiers.map((tier) => [tier.name, tier.points]));
  const byPlayer = new Map<number, FinalPlace[]>();
  for (const place of places) {
    byPlayer.set(place.userId, [...(byPlayer.get(place.userId) ?? []), place]);
  }
  for (const userId of carried.keys()) {
    if (!byPlayer.has(userId)) byPlayer.set(userId, []);
  }

  const lines = [...byPlayer].map(([userId, own]) => {
    const scored = [...own]
      .sort(
        (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.tournamentId - b.tournamentId,
      )
      .map((p) => ({ ...p, points: pointsForPlace(tierPoints.get(p.tier) ?? [], p.place) }));
    // The best results, the earlier event first among equal points.
    const counted = new Set(
      [...scored]
        .sort((a, b) => b.points - a.points)
        .slice(0, rules.bestOf ?? scored.length)
        .map((p) => p.tournamentId),
    );
    const results: TourResult[] = scored.map((p) => ({
      tournamentId: p.tournamentId,
      tier: p.tier,
      place: p.place,
      points: p.points,
      counted: counted.has(p.tournamentId),
    }));
    const carriedIn = carried.get(userId) ?? 0;
    return {
      userId,
      place: 0,
      points: carriedIn + results.reduce((sum, r) => sum + (r.counted ? r.points : 0), 0),
      carried: carriedIn,
      eventsPlayed: results.length,
      results,
      best: Math.max(0, ...results.map((r) => r.points)),
      titles: results.filter((r) => r.place === 1).length,
    };
  });

  const order = (a: (typeof lines)[number], b: (typeof lines)[number]) =>
    b.points - a.points || b.best - a.best || b.titles - a.titles;
  lines.sort((a, b) => order(a, b) || a.userId - b.userId);
  const table: TableLine[] = [];
  let place = 0;
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    // Level with the one above on every criterion: the same place.
    if (!previous || order(previous, line) !== 0) place = index + 1;
    const { best: _best, titles: _titles, ...rest } = line;
    table.push({ ...rest, place });
  });
  return table;
}
