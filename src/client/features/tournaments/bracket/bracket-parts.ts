// A bracket cut into parts that each fit a frame at a readable size: a venue's TV shows them one
// at a time, a printout puts one on each sheet. A part has at most so many rounds side by side
// and so many matches a column. A taller part of a knockout splits into halves (quarters…) of the
// draw, which keep its lines: each half of a round feeds the same half of the next, so a part
// runs on only while the next round still splits as many ways.
import type { Bracket } from '../../../../shared/schemas/matches';
import type { Paper } from './bracket-place';

export interface PartLimits {
  rounds: number;
  matches: number;
}

/** A venue's TV: readable across the room. */
export const TV_PARTS: PartLimits = { rounds: 3, matches: 2 };

/** A landscape sheet: as much as it holds with the cards at full size (bracket-print.tsx). */
export const SHEET_PARTS: Record<Paper, PartLimits> = {
  a4: { rounds: 4, matches: 4 },
  a3: { rounds: 5, matches: 8 },
};

export interface BracketPart {
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

/** A group's rounds, split into parts of at most `limits.rounds` rounds and `limits.matches` a column. */
function partsOf(rounds: readonly Round[], limits: PartLimits): Round[][] {
  const result: Round[][] = [];
  let start = 0;
  while (start < rounds.length) {
    const first = rounds[start]?.matches.length ?? 0;
    const ways = Math.max(1, Math.ceil(first / limits.matches));
    let end = start + 1;
    while (
      end < rounds.length &&
      end - start < limits.rounds &&
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

export function bracketParts(bracket: Bracket, limits: PartLimits): BracketPart[] {
  const several = bracket.stages.length > 1;
  return bracket.stages.flatMap((stage) =>
    stage.groups.flatMap((group) => {
      const parts = partsOf(group.rounds, limits);
      const name = several ? `${stage.name} · ${group.label}` : group.label;
      return parts.map((rounds, index) => ({
        key: `${stage.id}-${group.number}-${index}`,
        title: parts.length > 1 ? `${name} (${index + 1}/${parts.length})` : name,
        bracket: { stages: [{ ...stage, groups: [{ ...group, rounds }] }] },
      }));
    }),
  );
}
