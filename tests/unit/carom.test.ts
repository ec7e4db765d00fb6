import { describe, expect, it } from 'vitest';
import {
  CaromProtocolError,
  caromStatus,
  generalAverage,
  highRun,
  sameGame,
  type CaromGame,
  type CaromRules,
} from '../../src/shared/carom';

const RULES: CaromRules = {
  targets: [30, 30],
  inningsLimit: null,
  drawAllowed: false,
  tiebreak: 'penalty_shots',
  sets: 1,
};

/** Innings as [breaker's run, other's run] pairs, flattened into playing order. */
const game = (breaker: 1 | 2, ...innings: number[][]): CaromGame => ({
  breaker,
  runs: innings.flat(),
});

describe('a carom game', () => {
  it('gives the opponent the equalizing inning when the breaker reaches the target', () => {
    // Player 1 broke and makes 30 in the 10th inning: player 2 still shoots their 10th.
    const reached = game(1, ...Array.from({ length: 9 }, () => [2, 1]), [12]);
    expect(caromStatus(RULES, reached)).toMatchObject({
      phase: 'equalizing',
      turn: 2,
      inning: 10,
      points: [30, 9],
      result: null,
    });
    // The equalizing inning falls short: the breaker wins, both with 10 innings.
    expect(caromStatus(RULES, { ...reached, runs: [...reached.runs, 5] })).toMatchObject({
      phase: 'finished',
      result: 1,
      points: [30, 14],
      innings: [10, 10],
      turn: null,
    });
  });

  it('ends the game at once when the second shooter reaches the target', () => {
    const status = caromStatus(RULES, game(2, [10, 10], [10, 20]));
    // Player 2 broke; player 1 shoots second and makes 30 in inning 2.
    expect(status).toMatchObject({ phase: 'finished', result: 1, points: [30, 20] });
    expect(status.innings).toEqual([2, 2]);
  });

  it('is a draw when both reach the target and the format allows one', () => {
    const level = game(1, [20, 20], [10, 10]);
    expect(caromStatus({ ...RULES, drawAllowed: true }, level)).toMatchObject({
      phase: 'finished',
      result: 'draw',
      points: [30, 30],
    });
  });

  it('goes to penalty shots in a knockout, and to their winner', () => {
    const level = game(1, [20, 20], [10, 10]);
    expect(caromStatus(RULES, level)).toMatchObject({
      phase: 'penalty_shots',
      result: null,
      turn: null,
    });
    expect(caromStatus(RULES, { ...level, penaltyWinner: 2 })).toMatchObject({
      phase: 'finished',
      result: 2,
    });
  });

  it('refuses a penalty shots winner in a game the runs decided, or one still going', () => {
    const won = game(1, [20, 10], [10, 10]);
    expect(caromStatus(RULES, won).result).toBe(1);
    expect(() => caromStatus(RULES, { ...won, penaltyWinner: 2 })).toThrow(
      'Chỉ ghi người thắng loạt đá luân lưu khi ván hòa điểm',
    );
    expect(() => caromStatus(RULES, { ...game(1, [5], [5]), penaltyWinner: 1 })).toThrow(
      CaromProtocolError,
    );
    expect(() =>
      caromStatus(
        { ...RULES, tiebreak: 'extra_innings' },
        { ...game(1, [20, 20], [10, 10]), penaltyWinner: 1 },
      ),
    ).toThrow(CaromProtocolError);
  });

  it('plays extra innings until one is ahead after a complete inning', () => {
    const rules: CaromRules = { ...RULES, tiebreak: 'extra_innings' };
    const level = game(1, [20, 20], [10, 10]);
    expect(caromStatus(rules, level)).toMatchObject({ phase: 'extra_innings', turn: 1 });
    // Both score 1: still level. Then 0 against 2: player 2 wins.
    expect(caromStatus(rules, { ...level, runs: [...level.runs, 1, 1] }).phase).toBe(
      'extra_innings',
    );
    expect(caromStatus(rules, { ...level, runs: [...level.runs, 1, 1, 0, 2] })).toMatchObject({
      phase: 'finished',
      result: 2,
      points: [31, 33],
    });
  });

  it('plays different targets as a handicap: 30 against 20', () => {
    const rules: CaromRules = { ...RULES, targets: [30, 20] };
    // Player 2 needs only 20: 5 a inning reaches it in the 4th while player 1 has 24.
    const status = caromStatus(rules, game(1, [6, 5], [6, 5], [6, 5], [6, 5]));
    expect(status).toMatchObject({ phase: 'finished', result: 2, points: [24, 20] });
  });

  it('ends at the innings limit: the larger share of the target wins, level is a draw', () => {
    const limited: CaromRules = { ...RULES, inningsLimit: 3, drawAllowed: true };
    const three = game(1, [5, 4], [5, 4], [5, 4]);
    expect(caromStatus(limited, three)).toMatchObject({
      phase: 'finished',
      result: 1,
      points: [15, 12],
      innings: [3, 3],
    });
    // With a handicap, 12 of 20 (60 %) beats 15 of 30 (50 %).
    expect(caromStatus({ ...limited, targets: [30, 20] }, three).result).toBe(2);
    expect(caromStatus(limited, game(1, [5, 5], [5, 5], [5, 5])).result).toBe('draw');
    // Two innings in: still playing.
    expect(caromStatus(limited, game(1, [5, 4], [5, 4])).phase).toBe('playing');
  });

  it('refuses a run past the target and a run after the end', () => {
    expect(() => caromStatus(RULES, game(1, [31]))).toThrow(/vượt quá điểm đích 30/);
    expect(() => caromStatus(RULES, game(1, [30, 1], [1]))).toThrow(/sau khi ván đã kết thúc/);
    expect(() => caromStatus(RULES, game(1, [-1]))).toThrow(/không phải số điểm/);
  });

  it('lets the run under way count for nothing yet, and only as far as the shooter may go', () => {
    // Player 2 is at the table with 6 of their 25 needed: the score is still 5 – 5.
    const underWay = { ...game(1, [5, 5], [0]), current: 6 };
    expect(caromStatus(RULES, underWay)).toMatchObject({ turn: 2, points: [5, 5] });
    expect(() => caromStatus(RULES, { ...underWay, current: 26 })).toThrow(
      /Loạt đang đánh vượt quá điểm đích 30/,
    );
    const over = { ...game(1, [30, 1]), current: 1 };
    expect(() => caromStatus(RULES, over)).toThrow(/Loạt đang đánh ghi sau khi ván đã kết thúc/);
    // Another point of the run under way is another protocol: it is sent, not taken as a resend.
    expect(sameGame(underWay, { ...underWay, current: 7 })).toBe(false);
    expect(sameGame(underWay, { ...underWay })).toBe(true);
  });

  it('passes the turn on a zero, as on any run: the innings alternate', () => {
    expect(caromStatus(RULES, game(1, [0]))).toMatchObject({ turn: 2, inning: 1 });
    expect(caromStatus(RULES, game(1, [0, 0]))).toMatchObject({ turn: 1, inning: 2 });
  });
});

describe('carom averages', () => {
  it('gives the general average to three decimals', () => {
    expect(generalAverage(40, 25)).toBe(1.6);
    expect(generalAverage(40, 25).toFixed(3)).toBe('1.600');
    expect(generalAverage(35, 27)).toBe(1.296);
    expect(generalAverage(0, 0)).toBe(0);
  });

  it('finds each player’s high run', () => {
    const played = game(1, [3, 0], [7, 2], [1, 9]);
    expect(highRun(played, 1)).toBe(7);
    expect(highRun(played, 2)).toBe(9);
    expect(highRun(game(1), 1)).toBe(0);
  });
});
