// The order of a round robin or a group table, by the tiebreaks the organiser chose.
import { generalAverage } from '../../../shared/carom';
import type { Tiebreak, TiebreakUsed } from '../../../shared/schemas/tournaments';
import { outcomeFor } from '../../../shared/domain';
import type { TalliedMatch, Tally } from './tally';

/** A tiebreak's figure for one player: null where it says nothing (head-to-head, no tie). */
interface TiebreakFigure {
  tiebreak: Tiebreak;
  value: number | null;
}

export interface RankedTally {
  tally: Tally;
  /** The figure of each of the organiser's tiebreaks, in their order (the table's columns). */
  figures: TiebreakFigure[];
  /**
   * What placed this player above the next one when both were level on the first criterion:
   * a later tiebreak, or the seed after the last. Null when the first criterion separated them,
   * and for the last player.
   */
  tiebreak: TiebreakUsed | null;
}

type Key = (tally: Tally) => number;

/** Match points: 2 for a win (a Swiss bye counts as one), 1 for a draw. */
export const matchPoints: Key = (t) => 2 * t.won + t.drawn;

/** Match points won in the matches among `level` only (a mini-table of the players still level). */
function headToHead(level: Tally[], matches: readonly TalliedMatch[]): Key {
  const ids = new Set(level.map((t) => t.userId));
  const points = new Map<number, number>();
  const add = (userId: number, value: number) =>
    points.set(userId, (points.get(userId) ?? 0) + value);
  for (const m of matches) {
    if (m.status !== 'finished' || m.player1Id === null || m.player2Id === null) continue;
    if (!ids.has(m.player1Id) || !ids.has(m.player2Id)) continue;
    for (const id of [m.player1Id, m.player2Id])
      add(id, { won: 2, drawn: 1, lost: 0 }[outcomeFor(m, id)]);
  }
  return (t) => points.get(t.userId) ?? 0;
}

/** Buchholz: the match points of every opponent met, summed (a bye adds nothing). */
function buchholz(all: ReadonlyMap<number, Tally>, matches: readonly TalliedMatch[]): Key {
  const sums = new Map<number, number>();
  for (const m of matches) {
    if (m.status !== 'finished' || m.player1Id === null || m.player2Id === null) continue;
    for (const [own, other] of [
      [m.player1Id, m.player2Id],
      [m.player2Id, m.player1Id],
    ] as const) {
      const opponent = all.get(other);
      sums.set(own, (sums.get(own) ?? 0) + (opponent ? matchPoints(opponent) : 0));
    }
  }
  return (t) => sums.get(t.userId) ?? 0;
}

/**
 * Sonneborn–Berger: the match points of every opponent beaten, plus half those of every
 * opponent drawn with (a bye adds nothing): a win over a strong player weighs more.
 */
function sonnebornBerger(all: ReadonlyMap<number, Tally>, matches: readonly TalliedMatch[]): Key {
  const sums = new Map<number, number>();
  for (const m of matches) {
    if (m.status !== 'finished' || m.player1Id === null || m.player2Id === null) continue;
    for (const [own, other] of [
      [m.player1Id, m.player2Id],
      [m.player2Id, m.player1Id],
    ] as const) {
      const opponent = all.get(other);
      const share = { won: 1, drawn: 0.5, lost: 0 }[outcomeFor(m, own)];
      sums.set(own, (sums.get(own) ?? 0) + (opponent ? share * matchPoints(opponent) : 0));
    }
  }
  return (t) => sums.get(t.userId) ?? 0;
}

function keyOf(
  criterion: Tiebreak,
  level: Tally[],
  matches: readonly TalliedMatch[],
  all: ReadonlyMap<number, Tally>,
): Key {
  switch (criterion) {
    case 'matchPoints':
      return matchPoints;
    case 'headToHead':
      return headToHead(level, matches);
    case 'rackDifference':
      return (t) => t.racksWon - t.racksLost;
    case 'racksWon':
      return (t) => t.racksWon;
    case 'buchholz':
      return buchholz(all, matches);
    case 'sonnebornBerger':
      return sonnebornBerger(all, matches);
    case 'generalAverage':
      return (t) => generalAverage(t.racksWon, t.innings);
    case 'bestGameAverage':
      return (t) => t.bestGameAverage;
    case 'highRun':
      return (t) => t.highRun;
  }
}

/** `level` split by `key`, best first; one bucket when the key does not separate them. */
function splitBy(level: Tally[], key: Key): Tally[][] {
  const buckets = new Map<number, Tally[]>();
  for (const tally of level) {
    const value = key(tally);
    const bucket = buckets.get(value);
    if (bucket) bucket.push(tally);
    else buckets.set(value, [tally]);
  }
  return [...buckets].sort(([a], [b]) => b - a).map(([, bucket]) => bucket);
}

/**
 * Ranks `tallies` by `order`, then by seed (lower first), never leaving two on one place.
 *
 * Each criterion splits the players level so far. A group it leaves level, smaller than before,
 * starts again from the first criterion, as FIFA's and the WPA's rules re-apply head-to-head to
 * the players still level: in a circular 3-way tie (A beat B, B beat C, C beat A) head-to-head
 * separates nobody, so the next criterion decides, and if it leaves two of them level their own
 * match decides between those two.
 */
export function rankTallies(
  tallies: readonly Tally[],
  matches: readonly TalliedMatch[],
  order: readonly Tiebreak[],
  seedOf: (userId: number) => number,
): RankedTally[] {
  const used = new Map<number, TiebreakUsed>();
  const all = new Map(tallies.map((t) => [t.userId, t]));

  const rank = (level: Tally[], top: boolean): Tally[] => {
    if (level.length <= 1) return level;
    for (const [index, criterion] of order.entries()) {
      const buckets = splitBy(level, keyOf(criterion, level, matches, all));
      if (buckets.length === 1) continue;
      const ranked: Tally[] = [];
      buckets.forEach((bucket, position) => {
        ranked.push(...rank(bucket, false));
        const last = ranked[ranked.length - 1];
        // The first criterion over the whole table separates, it breaks no tie.
        if (last && position < buckets.length - 1 && !(top && index === 0)) {
          used.set(last.userId, criterion);
        }
      });
      return ranked;
    }
    const bySeed = [...level].sort((a, b) => seedOf(a.userId) - seedOf(b.userId));
    for (const tally of bySeed.slice(0, -1)) used.set(tally.userId, 'seed');
    return bySeed;
  };

  const figuresOf = tiebreakFigures(tallies, matches, order, all);
  return rank([...tallies], true).map((tally) => ({
    tally,
    figures: figuresOf(tally),
    tiebreak: used.get(tally.userId) ?? null,
  }));
}

/**
 * Each player's figure for every criterion of `order`, as the table shows them. Head-to-head
 * counts the matches among the players level with them on every criterion before it, and says
 * nothing for a player level with nobody.
 */
function tiebreakFigures(
  tallies: readonly Tally[],
  matches: readonly TalliedMatch[],
  order: readonly Tiebreak[],
  all: ReadonlyMap<number, Tally>,
): (tally: Tally) => TiebreakFigure[] {
  const keys = order.map((criterion, index) => {
    if (criterion !== 'headToHead') return keyOf(criterion, [...tallies], matches, all);
    const before = order.slice(0, index).map((c) => keyOf(c, [...tallies], matches, all));
    const levelWith = new Map<string, Tally[]>();
    for (const tally of tallies) {
      const signature = before.map((key) => key(tally)).join('|');
      levelWith.set(signature, [...(levelWith.get(signature) ?? []), tally]);
    }
    const figure = new Map<number, number | null>();
    for (const level of levelWith.values()) {
      const key = headToHead(level, matches);
      for (const tally of level) figure.set(tally.userId, level.length > 1 ? key(tally) : null);
    }
    return (tally: Tally) => figure.get(tally.userId) ?? null;
  });
  return (tally) =>
    order.map((tiebreak, index) => ({ tiebreak, value: keys[index]?.(tally) ?? null }));
}
