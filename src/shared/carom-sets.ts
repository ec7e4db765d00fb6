/**
 * A carom match of sets: the best of 3 or 5 sets, each a game by the match's rules (its targets,
 * innings limit and tiebreak) that cannot end level. The lag winner breaks the first set and the
 * players take turns to break the next ones. The match is over when a player has won more than
 * half of them; the score of such a match is in sets. A match of one game (`sets` 1) reads the
 * same way, as a single set whose score is in points.
 */
import {
  caromStatus,
  CaromProtocolError,
  gamesOf,
  other,
  type CaromMatchProtocol,
  type CaromRules,
  type CaromStatus,
  type Side,
} from './carom';
export { CAROM_SET_COUNTS } from './domain';
import type { CaromProtocol } from './schemas/matches';

export interface CaromMatchStatus extends CaromStatus {
  /** Sets won, [player 1, player 2]; a single game's winner has won its one set. */
  setsWon: [number, number];
  /** The set under way, or the last one once the match is over (1-based). */
  set: number;
  /** That set's own result: its winner (by points or penalty shots), or null while undecided. */
  setResult: CaromStatus['result'];
}

/** Sets a player needs to win the match: 2 of 3, 3 of 5, 1 of 1. */
const setsToWin = (rules: Pick<CaromRules, 'sets'>): number => Math.ceil(rules.sets / 2);

const won = (status: CaromStatus): Side | null =>
  status.phase === 'finished' && (status.result === 1 || status.result === 2)
    ? status.result
    : null;

/**
 * The match's state after its protocol: the set under way's status (its turn, inning and
 * points), the sets each player has won, and the match's result. A set that ends without deciding
 * the match is 'set_over' until the next set starts. Refused: a finished set followed by nothing
 * but more sets after the match was decided, an unfinished set before the last, a set broken by
 * the wrong player.
 */
export function caromMatchStatus(
  rules: CaromRules,
  protocol: CaromMatchProtocol,
): CaromMatchStatus {
  const games = gamesOf(protocol);
  if (games.length > rules.sets) {
    throw new CaromProtocolError(`Trận chỉ có tối đa ${rules.sets} séc`);
  }
  const setRules: CaromRules = rules.sets === 1 ? rules : { ...rules, drawAllowed: false };
  const setsWon: [number, number] = [0, 0];
  const needed = setsToWin(rules);
  let status: CaromStatus | null = null;
  for (const [index, game] of games.entries()) {
    const set = index + 1;
    if (setsWon.includes(needed)) {
      throw new CaromProtocolError(`Séc ${set} ghi sau khi trận đã kết thúc`);
    }
    if (game.breaker !== breakerOfSet(games[0]?.breaker ?? 1, set)) {
      throw new CaromProtocolError(`Séc ${set} phải do người còn lại khai cuộc`);
    }
    status = caromStatus(setRules, game);
    const winner = won(status);
    if (winner) setsWon[winner - 1] = (setsWon[winner - 1] ?? 0) + 1;
    else if (set < games.length) throw new CaromProtocolError(`Séc ${set} chưa kết thúc`);
  }
  if (!status) throw new CaromProtocolError('Biên bản không có ván nào');
  const decided = setsWon[0] === needed ? 1 : setsWon[1] === needed ? 2 : null;
  const setOver = status.phase === 'finished' && !decided && status.result !== 'draw';
  return {
    ...status,
    phase: setOver ? 'set_over' : status.phase,
    turn: setOver ? null : status.turn,
    result: rules.sets === 1 ? status.result : decided,
    setsWon,
    set: games.length,
    setResult: status.result,
  };
}

/** The lag winner breaks the odd sets, the other player the even ones. */
const breakerOfSet = (lagWinner: Side, set: number): Side =>
  set % 2 === 1 ? lagWinner : other(lagWinner);

/** The protocol with the set just over put with the finished ones and the next set begun. */
export function nextSet(protocol: CaromProtocol): CaromProtocol {
  const finished = {
    breaker: protocol.breaker,
    runs: protocol.runs,
    penaltyWinner: protocol.penaltyWinner ?? null,
  };
  return {
    ...protocol,
    sets: [...(protocol.sets ?? []), finished],
    breaker: other(protocol.breaker),
    runs: [],
    penaltyWinner: null,
    current: 0,
  };
}

/** Back into the set before (the undo of `nextSet`), or the protocol itself in the first set. */
export function previousSet(protocol: CaromProtocol): CaromProtocol {
  const sets = protocol.sets ?? [];
  const last = sets.at(-1);
  if (!last) return protocol;
  return { ...protocol, ...last, sets: sets.slice(0, -1), current: 0 };
}

/**
 * The match's score as it is recorded: sets won in a match of sets, points in a single game
 * (the set under way's points are not a score of the match).
 */
export function matchScore(rules: Pick<CaromRules, 'sets'>, status: CaromMatchStatus) {
  return rules.sets === 1 ? status.points : status.setsWon;
}
