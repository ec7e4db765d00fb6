// Brackets of a given shape for the client's pure bracket code (its parts, the reader's place):
// stages of groups of rounds holding so many blank matches each.
import type { Bracket, BracketMatch } from '../../src/shared/schemas/matches';

type Stage = Bracket['stages'][number];
type Group = Stage['groups'][number];

let nextId = 1;
const bracketMatch = (): BracketMatch => ({
  id: nextId++,
  number: nextId,
  player1: null,
  player2: null,
  race1: 5,
  race2: 5,
  score1: 0,
  score2: 0,
  status: 'waiting',
  winnerId: null,
  resultType: 'played',
  bye: false,
});

/** A group whose rounds hold these numbers of matches. */
export function groupOf(number: number, label: string, ...counts: number[]): Group {
  return {
    number,
    label,
    rounds: counts.map((count, index) => ({
      number: index + 1,
      label: `Vòng ${index + 1}`,
      matches: Array.from({ length: count }, bracketMatch),
    })),
  };
}

export function stageOf(id: number, name: string, type: Stage['type'], groups: Group[]): Stage {
  return { id, name, type, groups };
}

/** A one-group bracket whose rounds hold these numbers of matches. */
export function bracketOf(type: Stage['type'], ...counts: number[]): Bracket {
  return { stages: [stageOf(1, 'Loại trực tiếp', type, [groupOf(1, 'Nhánh đấu', ...counts)])] };
}
