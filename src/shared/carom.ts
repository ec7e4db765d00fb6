/**
 * Carom (three-cushion, one-cushion, libre) scored inning by inning: the end-of-game rules and
 * the averages, as pure functions, so that the scoring screen (offline too) and the upstream
 * decide alike.
 *
 * A game: each player has a point target (a handicap is two different targets). The player who
 * won the lag breaks and shoots first in every inning. When the breaker reaches their target,
 * the opponent still has the rest of that inning (the equalizing inning); if they reach theirs
 * too the game is level. An optional innings limit ends the game after that many complete
 * innings, the higher score winning. A level game is a draw where the format allows one, else
 * it goes to the organiser's tiebreak: extra innings (complete innings until one is ahead) or
 * penalty shots (their winner recorded).
 *
 * A match is one game, or the best of 3 or 5 sets (carom-sets.ts): each set is a game as above
 * that cannot end level, and the protocol keeps the finished sets before the one under way.
 */

export type Side = 1 | 2;

export const CAROM_TIEBREAKS = ['extra_innings', 'penalty_shots'] as const;
export type CaromTiebreak = (typeof CAROM_TIEBREAKS)[number];

/**
 * A match's rules from its targets (race1, race2) and its settings: the tournament's innings
 * limit and tiebreak, and whether this match may end level (a round-robin, group or Swiss match
 * of a tournament that allows draws; a knockout match always needs a winner).
 */
export function matchRules(
  targets: readonly [number, number],
  settings: {
    inningsLimit: number | null;
    tiebreak: CaromTiebreak;
    drawAllowed: boolean;
    sets: number;
  },
): CaromRules {
  return {
    targets,
    inningsLimit: settings.inningsLimit,
    // A set always has a winner: sets are odd in number, and a match of them is never level.
    drawAllowed: settings.drawAllowed && settings.sets === 1,
    tiebreak: settings.tiebreak,
    sets: settings.sets,
  };
}

export interface CaromRules {
  /** Points each player needs: [player 1, player 2]. */
  targets: readonly [number, number];
  /** Complete innings after which the game ends; null: none. */
  inningsLimit: number | null;
  /** A level game is a draw (else it goes to `tiebreak`). */
  drawAllowed: boolean;
  tiebreak: CaromTiebreak;
  /** The match is the best of this many sets, each a game by these rules; 1: a single game. */
  sets: number;
}

/** The runs so far, in playing order: the breaker's inning 1, the other's inning 1, … */
export interface CaromGame {
  breaker: Side;
  runs: readonly number[];
  /** After a level game decided by penalty shots: who won them. */
  penaltyWinner?: Side | null;
  /** Shot-clock extensions called, [player 1, player 2] (the rules of the game ignore them). */
  extensions?: readonly [number, number];
  /** The run being played, not yet ended: shown live, counted once the inning ends. */
  current?: number;
}

/**
 * A match's protocol: its game or, in a match of sets, the set under way (the last one once the
 * match is over), with the sets finished before it.
 */
export interface CaromMatchProtocol extends CaromGame {
  sets?: readonly CaromGame[];
}

/**
 * Every game of a protocol in playing order: the finished sets, then the one under way (without
 * the sets before it, so that its own figures are its own).
 */
export function gamesOf(protocol: CaromMatchProtocol): readonly CaromGame[] {
  const { sets = [], ...last } = protocol;
  return [...sets, last];
}

type CaromPhase =
  /** Shots as usual. */
  | 'playing'
  /** The breaker reached the target: the opponent's last inning. */
  | 'equalizing'
  /** Level at the end, no draw: extra innings under way. */
  | 'extra_innings'
  /** Level at the end, no draw: waiting for the penalty shots' winner. */
  | 'penalty_shots'
  /** A set is over and the match is not: the next set is to be started. */
  | 'set_over'
  | 'finished';

export interface CaromStatus {
  phase: CaromPhase;
  /** Who shoots now (null when finished or waiting for penalty shots). */
  turn: Side | null;
  /** The inning now being played (1-based), or the last one when finished. */
  inning: number;
  points: [number, number];
  /** Innings each player has had, counted for the averages. */
  innings: [number, number];
  /** The winner, 'draw', or null while undecided. */
  result: Side | 'draw' | null;
}

/** A protocol the rules cannot follow; its message is for the scorer, in Vietnamese. */
export class CaromProtocolError extends Error {
  override name = 'CaromProtocolError';
}

/** The opponent's side. */
export const other = (side: Side): Side => (side === 1 ? 2 : 1);

/** A player's value in a [player 1, player 2] pair. */
const of = (pair: readonly [number, number], side: Side): number =>
  side === 1 ? pair[0] : pair[1];

/** Which player shot run `index` (0-based): the breaker first in every inning. */
export const shooterOf = (game: Pick<CaromGame, 'breaker'>, index: number): Side =>
  index % 2 === 0 ? game.breaker : other(game.breaker);

/** The game's state after its runs, by `rules`. Runs beyond the end are an error. */
export function caromStatus(rules: CaromRules, game: CaromGame): CaromStatus {
  const points: [number, number] = [0, 0];
  const innings: [number, number] = [0, 0];
  let end: { result: Side | 'draw' | null; phase: CaromPhase } | null = null;
  let tieAt: number | null = null;
  let toPenalties = false;

  const status = (phase: CaromPhase, result: Side | 'draw' | null, next: number): CaromStatus => ({
    phase,
    turn: phase === 'finished' || phase === 'penalty_shots' ? null : shooterOf(game, next),
    inning: Math.max(1, Math.ceil((phase === 'finished' ? next : next + 1) / 2)),
    points,
    innings,
    result,
  });

  /** Level when the game would end: a draw, or the tiebreak. */
  const level = (): { result: Side | 'draw' | null; phase: CaromPhase } => {
    if (rules.drawAllowed) return { result: 'draw', phase: 'finished' };
    if (rules.tiebreak !== 'penalty_shots') return { result: null, phase: 'extra_innings' };
    toPenalties = true;
    return game.penaltyWinner
      ? { result: game.penaltyWinner, phase: 'finished' }
      : { result: null, phase: 'penalty_shots' };
  };

  for (const [index, run] of game.runs.entries()) {
    if (end && end.phase !== 'extra_innings') {
      throw new CaromProtocolError(`Lượt thứ ${index + 1} ghi sau khi ván đã kết thúc`);
    }
    if (!Number.isInteger(run) || run < 0) {
      throw new CaromProtocolError(`Lượt thứ ${index + 1} không phải số điểm hợp lệ`);
    }
    const side = shooterOf(game, index);
    const target = of(rules.targets, side);
    if (tieAt === null && of(points, side) + run > target) {
      throw new CaromProtocolError(`Lượt thứ ${index + 1} vượt quá điểm đích ${target}`);
    }
    points[side - 1] = of(points, side) + run;
    innings[side - 1] = of(innings, side) + 1;
    const completesInning = index % 2 === 1;

    if (tieAt !== null) {
      // Extra innings: after each complete inning, the one ahead wins.
      if (completesInning && points[0] !== points[1]) {
        end = { result: points[0] > points[1] ? 1 : 2, phase: 'finished' };
      }
      continue;
    }
    const reached = (s: Side) => of(points, s) >= of(rules.targets, s);
    if (!completesInning) {
      // The breaker reached the target: the opponent's equalizing inning comes.
      continue;
    }
    const breakerDone = reached(game.breaker);
    const otherDone = reached(other(game.breaker));
    const limitReached = rules.inningsLimit !== null && (index + 1) / 2 >= rules.inningsLimit;
    if (breakerDone && otherDone) end = level();
    else if (breakerDone) end = { result: game.breaker, phase: 'finished' };
    else if (otherDone) end = { result: other(game.breaker), phase: 'finished' };
    else if (limitReached) {
      // Compared by the share of the target reached, so that a handicap game stays fair.
      const share = (s: Side) => of(points, s) / of(rules.targets, s);
      end =
        share(1) === share(2)
          ? level()
          : { result: share(1) > share(2) ? 1 : 2, phase: 'finished' };
    }
    if (end?.phase === 'extra_innings') tieAt = index;
  }

  const next = game.runs.length;
  const current = game.current ?? 0;
  if (current > 0) {
    // The run under way must be one the shooter may still make.
    const shooter = shooterOf(game, next);
    const target = of(rules.targets, shooter);
    if (end && end.phase !== 'extra_innings') {
      throw new CaromProtocolError('Loạt đang đánh ghi sau khi ván đã kết thúc');
    }
    if (!end && of(points, shooter) + current > target) {
      throw new CaromProtocolError(`Loạt đang đánh vượt quá điểm đích ${target}`);
    }
  }
  // A winner of penalty shots only where a level game went to them: any other would be stored
  // beside a result the runs decided, and contradict it.
  if (game.penaltyWinner && !toPenalties) {
    throw new CaromProtocolError(
      'Chỉ ghi người thắng loạt đá luân lưu khi ván hòa điểm và đi tiếp bằng đá luân lưu',
    );
  }
  if (end) return status(end.phase, end.result, next);
  // The second shooter reaching the target mid-inning ends nothing until the inning is
  // complete, and cannot happen before the breaker's run: the breaker's own reach is the
  // equalizing case.
  const breakerReached = of(points, game.breaker) >= of(rules.targets, game.breaker);
  const phase: CaromPhase = next % 2 === 1 && breakerReached ? 'equalizing' : 'playing';
  return status(phase, null, next);
}

/** General average: points per inning, to three decimals (40 in 25 is 1.600). */
export function generalAverage(points: number, innings: number): number {
  return innings === 0 ? 0 : Math.round((points / innings) * 1000) / 1000;
}

/** The longest run of one player in a game (their high run). */
export function highRun(game: CaromGame, side: Side): number {
  return Math.max(0, ...game.runs.filter((_, i) => shooterOf(game, i) === side));
}

/**
 * A protocol's figures for each player, [player 1, player 2]: points, innings and high run, over
 * every set of a match of sets.
 */
export function protocolFigures(protocol: CaromMatchProtocol): {
  points: [number, number];
  innings: [number, number];
  highRun: [number, number];
} {
  const points: [number, number] = [0, 0];
  const innings: [number, number] = [0, 0];
  const high: [number, number] = [0, 0];
  for (const game of gamesOf(protocol)) {
    for (const [index, run] of game.runs.entries()) {
      const i = shooterOf(game, index) - 1;
      points[i] = (points[i] ?? 0) + run;
      innings[i] = (innings[i] ?? 0) + 1;
      high[i] = Math.max(high[i] ?? 0, run);
    }
  }
  return { points, innings, highRun: high };
}

/**
 * Handicap targets from ranks: the stronger player (the higher share) keeps `target`, the weaker
 * plays to target × their share ÷ the stronger's, rounded, at least 1. Equal shares: no handicap.
 */
export function handicapTargets(
  shares: readonly { rank: string; percent: number }[],
  target: number,
  rankA: string,
  rankB: string,
): [number, number] {
  const share = (rank: string) => shares.find((s) => s.rank === rank)?.percent ?? 100;
  const [a, b] = [share(rankA), share(rankB)];
  const scaled = (own: number, stronger: number) =>
    Math.max(1, Math.round((target * own) / stronger));
  if (a === b) return [target, target];
  return a > b ? [target, scaled(b, a)] : [scaled(a, b), target];
}

/**
 * The same protocol: every set's breaker, runs and penalty shots' winner (null: none yet), the
 * extensions and the run under way alike.
 */
export function sameGame(a: CaromMatchProtocol | null, b: CaromMatchProtocol | null): boolean {
  if (a === null || b === null) return a === b;
  const [setsA, setsB] = [a.sets ?? [], b.sets ?? []];
  return (
    setsA.length === setsB.length &&
    setsA.every((set, i) => sameRuns(set, setsB[i])) &&
    sameRuns(a, b) &&
    (a.extensions?.[0] ?? 0) === (b.extensions?.[0] ?? 0) &&
    (a.extensions?.[1] ?? 0) === (b.extensions?.[1] ?? 0) &&
    (a.current ?? 0) === (b.current ?? 0)
  );
}

function sameRuns(a: CaromGame, b: CaromGame | undefined): boolean {
  return (
    b !== undefined &&
    a.breaker === b.breaker &&
    (a.penaltyWinner ?? null) === (b.penaltyWinner ?? null) &&
    a.runs.length === b.runs.length &&
    a.runs.every((run, i) => run === b.runs[i])
  );
}
