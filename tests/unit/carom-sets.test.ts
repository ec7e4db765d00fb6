// A carom match of sets: the best of 3 sets of 15, the lag winner breaking the first set and the
// players taking turns to break the next; the score is in sets, the figures span every set.
import { describe, expect, it } from 'vitest';
import {
  CaromProtocolError,
  gamesOf,
  protocolFigures,
  sameGame,
  type CaromRules,
} from '../../src/shared/carom';
import { caromMatchStatus, matchScore, nextSet, previousSet } from '../../src/shared/carom-sets';

const BEST_OF_3: CaromRules = {
  targets: [15, 15],
  inningsLimit: null,
  drawAllowed: false,
  tiebreak: 'penalty_shots',
  sets: 3,
};

/** Innings as [breaker's run, other's run] pairs, flattened into playing order. */
const set = (breaker: 1 | 2, ...innings: number[][]) => ({
  breaker,
  runs: innings.flat(),
  penaltyWinner: null,
});

// Player 1 wins the lag and takes set 1 15–4 in 3 innings; player 2 breaks set 2 and takes it
// 15–9 in 2; player 1 breaks set 3.
const SET_1 = set(1, [5, 2], [5, 2], [5, 0]);
const SET_2 = set(2, [6, 4], [9, 5]);

describe('a carom match of sets', () => {
  it('waits for the next set when a set is over and the match is not', () => {
    const status = caromMatchStatus(BEST_OF_3, SET_1);
    expect(status).toMatchObject({
      phase: 'set_over',
      turn: null,
      set: 1,
      setsWon: [1, 0],
      points: [15, 4],
      result: null,
    });
    expect(matchScore(BEST_OF_3, status)).toEqual([1, 0]);
  });

  it('lets the other player break the next set, and undoes that back into the set before', () => {
    const second = nextSet({ ...SET_1, extensions: [1, 0], current: 0 });
    expect(second).toMatchObject({ breaker: 2, runs: [], sets: [SET_1], extensions: [1, 0] });
    expect(caromMatchStatus(BEST_OF_3, second)).toMatchObject({
      phase: 'playing',
      turn: 2,
      set: 2,
      inning: 1,
      points: [0, 0],
      setsWon: [1, 0],
    });
    expect(sameGame(previousSet(second), { ...SET_1, extensions: [1, 0], current: 0 })).toBe(true);
  });

  it('ends when a player has won 2 sets, scored 2–1 in sets with the figures of all three', () => {
    const third = set(1, [8, 10], [7, 0]);
    const protocol = { ...third, sets: [SET_1, SET_2] };
    const status = caromMatchStatus(BEST_OF_3, protocol);
    expect(status).toMatchObject({ phase: 'finished', result: 1, setsWon: [2, 1], set: 3 });
    expect(matchScore(BEST_OF_3, status)).toEqual([2, 1]);
    // 15 + 9 + 15 = 39 points in 3 + 2 + 2 = 7 innings; 4 + 15 + 10 = 29 in 3 + 2 + 2.
    expect(protocolFigures(protocol)).toEqual({
      points: [39, 29],
      innings: [7, 7],
      highRun: [8, 10],
    });
  });

  it('ends 2–0 without a third set', () => {
    const second = set(2, [3, 15]);
    expect(caromMatchStatus(BEST_OF_3, { ...second, sets: [SET_1] })).toMatchObject({
      phase: 'finished',
      result: 1,
      setsWon: [2, 0],
    });
    const third = { ...set(1), sets: [SET_1, second] };
    expect(() => caromMatchStatus(BEST_OF_3, third)).toThrow('Séc 3 ghi sau khi trận đã kết thúc');
  });

  it('never ends a set level: a draws event still plays a level set to its tiebreak', () => {
    const level = set(1, [10, 10], [5, 5]);
    const status = caromMatchStatus({ ...BEST_OF_3, drawAllowed: true }, level);
    expect(status).toMatchObject({ phase: 'penalty_shots', result: null, setsWon: [0, 0] });
    expect(caromMatchStatus(BEST_OF_3, { ...level, penaltyWinner: 2 })).toMatchObject({
      phase: 'set_over',
      setResult: 2,
      setsWon: [0, 1],
    });
  });

  it('refuses an unfinished set before the last, the wrong breaker, and too many sets', () => {
    const unfinished = set(1, [5, 2]);
    expect(() => caromMatchStatus(BEST_OF_3, { ...set(2), sets: [unfinished] })).toThrow(
      'Séc 1 chưa kết thúc',
    );
    expect(() => caromMatchStatus(BEST_OF_3, { ...set(1), sets: [SET_1] })).toThrow(
      'Séc 2 phải do người còn lại khai cuộc',
    );
    expect(() => caromMatchStatus({ ...BEST_OF_3, sets: 1 }, { ...set(2), sets: [SET_1] })).toThrow(
      CaromProtocolError,
    );
  });

  it('reads a single game as one set, scored in points', () => {
    const single = { ...BEST_OF_3, sets: 1 };
    const status = caromMatchStatus(single, SET_1);
    expect(status).toMatchObject({ phase: 'finished', result: 1, setsWon: [1, 0], set: 1 });
    expect(matchScore(single, status)).toEqual([15, 4]);
  });

  it('gives the set under way its own figures, apart from the sets before it', () => {
    const protocol = { ...set(1, [8, 10], [7, 0]), sets: [SET_1, SET_2] };
    expect(protocolFigures(gamesOf(protocol).at(-1) ?? protocol).points).toEqual([15, 10]);
  });

  it('tells protocols apart by their earlier sets', () => {
    const a = { ...set(1), sets: [SET_1, SET_2] };
    expect(sameGame(a, { ...set(1), sets: [SET_1, SET_2] })).toBe(true);
    expect(sameGame(a, { ...set(1), sets: [SET_1, set(2, [6, 4], [9, 4])] })).toBe(false);
    expect(sameGame(a, { ...set(1), sets: [SET_1] })).toBe(false);
  });
});
