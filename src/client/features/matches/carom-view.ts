// What the carom screens show of a protocol, as plain functions: the rules of a match, its
// state, the protocol as rows of innings with running totals, and the players' figures.
import {
  generalAverage,
  matchRules,
  protocolFigures,
  shooterOf,
  type CaromGame,
  type CaromRules,
  type Side,
} from '../../../shared/carom';
import { caromMatchStatus, matchScore, type CaromMatchStatus } from '../../../shared/carom-sets';
import type { CaromProtocol, Match, MatchState } from '../../../shared/schemas/matches';

type CaromOf<M> = M & { carom: NonNullable<Match['carom']> };

export const isCaromMatch = <M extends MatchState>(match: M): match is CaromOf<M> =>
  match.carom !== null;

export const rulesOfMatch = (match: CaromOf<MatchState>): CaromRules =>
  matchRules([match.race1, match.race2], match.carom);

/** The protocol's state, or null for a protocol the rules refuse (never sent: see the editor). */
export function statusOrNull(rules: CaromRules, protocol: CaromProtocol): CaromMatchStatus | null {
  try {
    return caromMatchStatus(rules, protocol);
  } catch {
    return null;
  }
}

export interface InningRow {
  inning: number;
  /** Per player (1, 2): the run of this inning (null: not played yet) and the total after it. */
  runs: [number | null, number | null];
  totals: [number, number];
}

/** A game (or set) as a sheet: one row per inning, both players, running totals. */
export function inningRows(protocol: CaromGame): InningRow[] {
  const rows: InningRow[] = [];
  const totals: [number, number] = [0, 0];
  for (const [index, run] of protocol.runs.entries()) {
    const side = shooterOf(protocol, index);
    const inning = Math.floor(index / 2) + 1;
    totals[side - 1] = (totals[side - 1] ?? 0) + run;
    let row = rows[inning - 1];
    if (!row) {
      row = { inning, runs: [null, null], totals: [...totals] };
      rows.push(row);
    }
    row.runs[side - 1] = run;
    row.totals = [...totals];
  }
  return rows;
}

/** The index in `runs` of player `side`'s run in `inning` (1-based). */
export const runIndex = (protocol: Pick<CaromGame, 'breaker'>, inning: number, side: Side) =>
  (inning - 1) * 2 + (side === protocol.breaker ? 0 : 1);

export interface PlayerFigures {
  points: number;
  innings: number;
  average: number;
  highRun: number;
}

export function figuresOf(protocol: CaromProtocol | null): [PlayerFigures, PlayerFigures] {
  const { points, innings, highRun } = protocolFigures(
    protocol ?? { breaker: 1, runs: [], penaltyWinner: null },
  );
  const side = (i: 0 | 1): PlayerFigures => ({
    points: points[i],
    innings: innings[i],
    average: generalAverage(points[i], innings[i]),
    highRun: highRun[i],
  });
  return [side(0), side(1)];
}

/**
 * The match as the device shows it: the score of `protocol` (the scorer's, maybe unsent), in
 * points or, in a match of sets, in sets.
 */
export function withProtocol(match: Match, protocol: CaromProtocol | null): Match {
  if (!isCaromMatch(match) || !protocol) return match;
  const rules = rulesOfMatch(match);
  const status = statusOrNull(rules, protocol);
  const [score1, score2] = status ? matchScore(rules, status) : [match.score1, match.score2];
  return { ...match, score1, score2, carom: { ...match.carom, protocol } };
}

/** The protocol with the runs of its game `index` (0-based, in `gamesOf` order) replaced. */
export function withRuns(protocol: CaromProtocol, index: number, runs: number[]): CaromProtocol {
  const sets = protocol.sets ?? [];
  if (index >= sets.length) return { ...protocol, runs, penaltyWinner: null };
  return {
    ...protocol,
    sets: sets.map((set, i) => (i === index ? { ...set, runs, penaltyWinner: null } : set)),
  };
}
