// Swiss: a set number of rounds, each paired once the one before is complete, nobody meeting the
// same opponent twice. The pairing itself is tournament-pairings' (weighted blossom matching over
// score groups); each round is a brackets-manager round-robin stage of two-player groups, so
// its matches are played, scored, corrected and shown like every other stage's.
import type { BracketsManager } from 'brackets-manager';
import { Swiss } from 'tournament-pairings';
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

/** Pairs `playing` (an even number) by points; null when `strictness` cannot be kept. */
function pairUp(
  playing: SwissEntrant[],
  round: number,
  strictness: Strictness,
): [number, number][] | null {
  // tournament-pairings weighs a pair of higher score groups above a closer pair: left alone,
  // it paired a 2–0 player with a 0–2 one rather than move two players one group each.
  const groups = [...new Set(playing.map((e) => e.points))].sort((x, y) => x - y);
  const groupOf = new Map(playing.map((e) => [e.participantId, groups.indexOf(e.points)]));
  const avoided = (e: SwissEntrant): number[] => {
    if (strictness === 'any') return [];
    const far =
      strictness === 'close'
        ? playing
            .filter(
              (other) =>
                Math.abs((groupOf.get(other.participantId) ?? 0) - groups.indexOf(e.points)) > 1,
            )
            .map((other) => other.participantId)
        : [];
    return [...e.met, ...far];
  };
  let paired: ReturnType<typeof Swiss>;
  try {
    paired = Swiss(
      playing.map((e) => ({ id: e.participantId, score: e.points, avoid: avoided(e) })),
      round,
    );
  } catch {
    // tournament-pairings throws instead of answering when the avoid lists leave no pair at all.
    return null;
  }
  const pairs = paired.flatMap((m): [number, number][] =>
    m.player1 !== null && m.player2 !== null ? [[Number(m.player1), Number(m.player2)]] : [],
  );
  const kept = pairs.every(([a, b]) => {
    const entrant = playing.find((e) => e.participantId === a);
    return entrant ? !avoided(entrant).includes(b) : false;
  });
  return pairs.length * 2 === playing.length && kept ? pairs : null;
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
      round,
      strictness,
    );
    if (pairs) return { pairs, bye: bye?.participantId ?? null };
  }
  throw new Error(`tournament-pairings paired nobody for Swiss round ${round}`);
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
