// The parts of a bracket a venue's TV shows one at a time, each readable across the room: at
// most three rounds side by side and two matches a column. A taller part of a knockout splits
// into halves (quarters…) of the draw, which keep its lines: each half of a round feeds the same
// half of the next, so a part runs on only while the next round still splits as many ways.
import type { Bracket } from '../../../../shared/schemas/matches';

export const MAX_ROUNDS = 3;
export const MAX_MATCHES = 2;

export interface BracketSection {
  key: string;
  title: string;
  /** One stage with one group: the part, drawn as a bracket of its own. */
  bracket: Bracket;
}

type Round = Bracket['stages'][number]['groups'][number]['rounds'][number];

/** Part `part` of `parts` of a round's matches, in draw order. */
function slice(round: Round, part: number, parts: number): Round {
  const size = Math.ceil(round.matches.length / parts);
  return { ...round, matches: round.matches.slice(part * size, (part + 1) * size) };
}

/** A group's rounds, split into parts of at most MAX_ROUNDS rounds and MAX_MATCHES a column. */
function partsOf(rounds: readonly Round[]): Round[][] {
  const result: Round[][] = [];
  let start = 0;
  while (start < rounds.length) {
    const first = rounds[start]?.matches.length ?? 0;
    const ways = Math.max(1, Math.ceil(first / MAX_MATCHES));
    let end = start + 1;
    while (
      end < rounds.length &&
      end - start < MAX_ROUNDS &&
      (rounds[end]?.matches.length ?? 0) >= ways
    ) {
      end += 1;
    }
    const window = rounds.slice(start, end);
    for (let part = 0; part < ways; part += 1) {
      const sliced = window.map((round) => slice(round, part, ways));
      if (sliced.some((round) => round.matches.length > 0)) result.push(sliced);
    }
    start = end;
  }
  return result;
}

export function bracketSections(bracket: Bracket): BracketSection[] {
  const several = bracket.stages.length > 1;
  return bracket.stages.flatMap((stage) =>
    stage.groups.flatMap((group) => {
      const parts = partsOf(group.rounds);
      const name = several ? `${stage.name} · ${group.label}` : group.label;
      return parts.map((rounds, index) => ({
        key: `${stage.id}-${group.number}-${index}`,
        title: parts.length > 1 ? `${name} (${index + 1}/${parts.length})` : name,
        bracket: { stages: [{ ...stage, groups: [{ ...group, rounds }] }] },
      }));
    }),
  );
}
