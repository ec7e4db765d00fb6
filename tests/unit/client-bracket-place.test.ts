// The reader's place in a bracket, as its address keeps it (stage, section, round, paper), and
// the bracket cut into sheets of paper.
import { describe, expect, it } from 'vitest';
import {
  bracketParts,
  SHEET_PARTS,
} from '../../src/client/features/tournaments/bracket/bracket-parts';
import {
  placeParams,
  readBracketPlace,
  showPlace,
  type BracketPlace,
} from '../../src/client/features/tournaments/bracket/bracket-place';
import type { Bracket } from '../../src/shared/schemas/matches';
import { bracketOf, groupOf, stageOf } from '../support/bracket-shapes';

const place = (search: string) => readBracketPlace(new URLSearchParams(search));
const groupsShown = (bracket: Bracket, at: BracketPlace) =>
  showPlace(bracket, at).bracket.stages.flatMap((stage) => stage.groups.map((g) => g.label));

/** A 16-player double elimination: winners' side, losers' side, grand final. */
const double = {
  stages: [
    stageOf(7, 'Loại kép', 'double_elimination', [
      groupOf(1, 'Nhánh thắng', 8, 4, 2, 1),
      groupOf(2, 'Nhánh thua', 4, 4, 2, 2, 1, 1),
      groupOf(3, 'Chung kết tổng', 1, 1),
    ]),
  ],
};

/** Two groups of four, then a knockout of the four who go through. */
const twoStages = {
  stages: [
    stageOf(3, 'Vòng bảng', 'round_robin', [
      groupOf(1, 'Bảng A', 2, 2, 2),
      groupOf(2, 'Bảng B', 2, 2, 2),
    ]),
    stageOf(4, 'Loại trực tiếp', 'single_elimination', [groupOf(1, 'Nhánh đấu', 2, 1)]),
  ],
};

describe('the place in the address', () => {
  it('reads stage, section, round and paper, and drops what is not one', () => {
    expect(place('stage=2&section=1&round=3&paper=a3')).toEqual({
      stage: 2,
      section: 1,
      round: 3,
      paper: 'a3',
    });
    expect(place('stage=0&section=abc&round=-1&paper=a5')).toEqual({
      stage: undefined,
      section: undefined,
      round: undefined,
      paper: 'a4',
    });
  });

  it('writes the default paper out of the address', () => {
    expect(placeParams({ section: 2, round: 4, paper: 'a4' })).toEqual({
      stage: undefined,
      section: 2,
      round: 4,
      paper: undefined,
    });
    expect(placeParams({ paper: 'a3' }).paper).toBe('a3');
  });
});

describe('what a place shows', () => {
  it('shows every section until one is chosen, then that one, with its rounds to choose', () => {
    expect(groupsShown(double, place(''))).toEqual(['Nhánh thắng', 'Nhánh thua', 'Chung kết tổng']);
    expect(showPlace(double, place('')).group).toBeUndefined();
    const losers = showPlace(double, place('section=2&round=4'));
    expect(groupsShown(double, place('section=2'))).toEqual(['Nhánh thua']);
    expect(losers).toMatchObject({ section: 2, round: 4, group: { label: 'Nhánh thua' } });
  });

  it('falls back to the whole bracket, or the section, for a place that does not exist', () => {
    expect(groupsShown(double, place('section=9'))).toEqual([
      'Nhánh thắng',
      'Nhánh thua',
      'Chung kết tổng',
    ]);
    expect(showPlace(double, place('section=3&round=7'))).toMatchObject({
      section: 3,
      round: undefined,
    });
    // A round without its section names nothing: the view shows several.
    expect(showPlace(double, place('round=2')).round).toBeUndefined();
  });

  it('chooses a stage before its sections when the event has several', () => {
    expect(groupsShown(twoStages, place('section=2'))).toEqual(['Bảng A', 'Bảng B', 'Nhánh đấu']);
    expect(showPlace(twoStages, place('')).sectionsOf).toBeUndefined();
    expect(groupsShown(twoStages, place('stage=1'))).toEqual(['Bảng A', 'Bảng B']);
    expect(groupsShown(twoStages, place('stage=1&section=2'))).toEqual(['Bảng B']);
    // The knockout has one group: its rounds can be chosen as soon as it is.
    expect(showPlace(twoStages, place('stage=2&round=2'))).toMatchObject({ stage: 2, round: 2 });
    expect(groupsShown(twoStages, place('stage=5'))).toHaveLength(3);
  });

  it('lets a one-group event choose its rounds straight away', () => {
    const knockout = bracketOf('single_elimination', 4, 2, 1);
    expect(showPlace(knockout, place('round=3'))).toMatchObject({ round: 3, section: undefined });
    expect(showPlace(knockout, place('stage=2&section=4')).group?.label).toBe('Nhánh đấu');
  });
});

describe('the bracket on sheets of paper', () => {
  const sheets = (bracket: Bracket, paper: 'a4' | 'a3') =>
    bracketParts(bracket, SHEET_PARTS[paper]);

  it('puts a 64-player knockout on A4 sheets of at most 4 rounds and 4 matches a column', () => {
    const bracket = bracketOf('single_elimination', 32, 16, 8, 4, 2, 1);
    const a4 = sheets(bracket, 'a4');
    // Eighths of the first three rounds, then the last three together.
    expect(a4).toHaveLength(9);
    for (const sheet of a4) {
      const rounds = sheet.bracket.stages[0]?.groups[0]?.rounds ?? [];
      expect(rounds.length).toBeLessThanOrEqual(4);
      for (const round of rounds) expect(round.matches.length).toBeLessThanOrEqual(4);
    }
    const printed = a4.flatMap((s) => s.bracket.stages[0]?.groups[0]?.rounds ?? []);
    expect(printed.reduce((n, round) => n + round.matches.length, 0)).toBe(63);
    // A3 holds twice the height: quarters of the first four rounds, then the last two.
    expect(sheets(bracket, 'a3')).toHaveLength(5);
  });

  it('gives each section of a double elimination sheets of its own', () => {
    expect(sheets(double, 'a4').map((sheet) => sheet.title)).toEqual([
      'Nhánh thắng (1/3)',
      'Nhánh thắng (2/3)',
      'Nhánh thắng (3/3)',
      'Nhánh thua (1/2)',
      'Nhánh thua (2/2)',
      'Chung kết tổng',
    ]);
  });
});
