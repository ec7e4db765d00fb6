// Swiss: a set number of rounds, each paired once the one before is complete, nobody meeting the
// same opponent twice, deterministically by the Dutch system's principle (pairUp); each round is
// a brackets-manager round-robin stage of two-player groups, so its matches are played, scored,
// corrected and shown like every other stage's.
import type { BracketsManager } from 'brackets-manager';
import blossom from 'edmonds-blossom-fixed';
import type { TournamentRow } from '../../db/schema';
import { swissStageName, type BracketLayout } from './layout';

/** One player as the next round's pairing sees them. */
export interface SwissEntrant {
  participantId: number;
  /** Match points so far (a bye counts as a win). */
  points: number;
  /** Seed: 1 is the best. */
  seed: number;
  /** Participants already met. */
  met: ReadonlySet<number>;
  hadBye: boolean;
}

/** A round's pairs, and the player sitting it out (odd numbers), if any. */
export interface SwissRound {
  pairs: [number, number][];
  bye: number | null;
}

/**
 * The bye goes to the lowest-placed player who has not had one (fewest points, then the weakest
 * seed), as FIDE's and most pool Swiss rules give it, so that nobody gets a free win twice.
 */
function byeCandidates(entrants: SwissEntrant[]): SwissEntrant[] {
  return entrants.filter((e) => !e.hadBye).sort((a, b) => a.points - b.points || b.seed - a.seed);
}

/** Round 1: the top half against the bottom half by seed (1 v n/2+1, 2 v n/2+2, …). */
export function firstSwissRound(entrants: SwissEntrant[]): SwissRound {
  const bySeed = [...entrants].sort((a, b) => a.seed - b.seed);
  const bye = bySeed.length % 2 === 1 ? (bySeed.pop() ?? null) : null;
  const half = bySeed.length / 2;
  const pairs = bySeed
    .slice(0, half)
    .map((top, i): [number, number] => [
      top.participantId,
      (bySeed[half + i] as SwissEntrant).participantId,
    ]);
  return { pairs, bye: bye?.participantId ?? null };
}

/**
 * How strict a pairing is, tried in this order: no rematch and nobody more than one score group
 * from their opponent; no rematch; anything (a small field late in a long event).
 */
type Strictness = 'close' | 'new' | 'any';

/**
 * Pairs `playing` (an even number) by points; null when `strictness` cannot be kept. The
 * standings order them (points, then seed), and a maximum weighted matching (Edmonds' blossom,
 * deterministic for the same input) picks, among the pairings that pair everyone, the one that
 * floats fewest players and least far, then follows the Dutch system within each score group:
 * its top half against its bottom half by seed (1st v k/2+1th, 2nd v k/2+2th, …); a player
 * floating down is the lowest of their group, met by the highest of the group below. The same
 * standings therefore always give the same round, which an arbiter can check by hand.
 */
function pairUp(playing: SwissEntrant[], strictness: Strictness): [number, number][] | null {
  const ordered = [...playing].sort((a, b) => b.points - a.points || a.seed - b.seed);
  const groups = [...new Set(ordered.map((e) => e.points))];
  const groupOf = (e: SwissEntrant) => groups.indexOf(e.points);
  const members = groups.map((points) => ordered.filter((e) => e.points === points));
  const placeOf = (e: SwissEntrant) => members[groupOf(e)]?.indexOf(e) ?? 0;
  const sizeOf = (e: SwissEntrant) => members[groupOf(e)]?.length ?? 0;

  // A float costs more than any sum of Dutch deviations; every edge weighs more than nothing.
  const n = ordered.length;
  const floatCost = n * n + 1;
  const base = floatCost * (groups.length + 1);
  const edges: [number, number, number][] = [];
  ordered.forEach((a, i) => {
    ordered.slice(i + 1).forEach((b, offset) => {
      const j = i + 1 + offset;
      if (strictness !== 'any' && a.met.has(b.participantId)) return;
      const gap = groupOf(b) - groupOf(a);
      if (strictness === 'close' && gap > 1) return;
      const deviation =
        gap === 0
          ? Math.abs(placeOf(b) - placeOf(a) - Math.floor(sizeOf(a) / 2))
          : sizeOf(a) - 1 - placeOf(a) + placeOf(b);
      edges.push([i, j, base - gap * floatCost - deviation]);
    });
  });
  const mate = blossom(edges, true);
  const pairs = ordered.flatMap((a, i): [number, number][] => {
    const j = mate[i] ?? -1;
    const b = ordered[j];
    return j > i && b ? [[a.participantId, b.participantId]] : [];
  });
  return pairs.length * 2 === n ? pairs : null;
}

/**
 * A later round: players with equal points meet where they can, nobody meets a player twice,
 * and nobody meets a player more than one score group away when that can be avoided. With an
 * odd number, the bye goes to the first candidate that leaves a pairing without a rematch (the
 * closest such pairing), each tried in turn. When no pairing avoids a rematch
 * (a small field late in a long event), the round is still paired by points, with a rematch,
 * rather than leaving the event stuck.
 */
export function nextSwissRound(entrants: SwissEntrant[], round: number): SwissRound {
  const odd = entrants.length % 2 === 1;
  const eligible = byeCandidates(entrants);
  const candidates: (SwissEntrant | null)[] = !odd
    ? [null]
    : eligible.length > 0
      ? eligible
      : [...entrants].sort((a, b) => a.points - b.points || b.seed - a.seed);
  // The bye's rule first (the lowest-placed without one), then the closest pairing it allows.
  const tries = [
    ...candidates.flatMap((bye) =>
      (['close', 'new'] as const).map((level) => [bye, level] as const),
    ),
    ...candidates.map((bye) => [bye, 'any'] as const),
  ];
  for (const [bye, strictness] of tries) {
    const pairs = pairUp(
      entrants.filter((e) => e !== bye),
      strictness,
    );
    if (pairs) return { pairs, bye: bye?.participantId ?? null };
  }
  throw new Error(`nobody could be paired for Swiss round ${round}`);
}

/** Creates round `round` as a stage: one two-player group per pair, and the bye's against a BYE. */
export async function createSwissStage(
  manager: BracketsManager,
  tournament: TournamentRow,
  round: number,
  { pairs, bye }: SwissRound,
): Promise<void> {
  const groups: (number | null)[][] = [...pairs, ...(bye === null ? [] : [[bye, null]])];
  await manager.create.stage({
    tournamentId: tournament.id,
    name: swissStageName(round),
    type: 'round_robin',
    seedingIds: groups.flat(),
    settings: {
      groupCount: groups.length,
      manualOrdering: groups.map((_, i) => [2 * i + 1, 2 * i + 2]),
    },
  });
}

/** Who had the byes of the Swiss rounds so far (participant ids, one per odd round). */
export function swissByes(layout: BracketLayout): number[] {
  return layout.matches
    .filter((m) => m.kind === 'swiss' && m.bye)
    .flatMap((m) => {
      const id = m.record.opponent1?.id ?? m.record.opponent2?.id;
      return id === undefined || id === null ? [] : [Number(id)];
    });
}
