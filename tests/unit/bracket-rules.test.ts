// Pure rules of the bracket service: names and race keys of rounds, knockout cross-seeding,
// places from brackets-manager's ranks, group sizes, and search folding.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import { containsPattern, foldSearchText, FOLD_TABLE } from '../../src/app-api/db/search-fold';
import {
  crossSeed,
  groupSizes,
  racesFor,
  roundKeyOf,
  roundLabel,
} from '../../src/app-api/services/brackets';
import { mapRaceToByRank } from '../../src/app-api/services/race-to';
import { achievementOf, competitionPlaces } from '../../src/app-api/services/tournaments/standings';

describe('round names and race keys', () => {
  it('names knockout rounds from the end', () => {
    expect([1, 2, 3, 4, 5].map((r) => roundLabel('single_bracket', r, 5))).toEqual([
      'Vòng 1',
      'Vòng 2',
      'Tứ kết',
      'Bán kết',
      'Chung kết',
    ]);
    expect([1, 2, 3, 4, 5].map((r) => roundKeyOf('single_bracket', r, 5))).toEqual([
      'early',
      'early',
      'quarterFinal',
      'semiFinal',
      'final',
    ]);
    expect(roundLabel('third_place', 1, 1)).toBe('Tranh hạng ba');
    expect(roundKeyOf('third_place', 1, 1)).toBe('semiFinal');
  });

  it('keys double elimination: grand final final, both side finals semiFinal', () => {
    expect([1, 2, 3].map((r) => roundKeyOf('winner_bracket', r, 3))).toEqual([
      'early',
      'quarterFinal',
      'semiFinal',
    ]);
    expect([1, 2, 3, 4].map((r) => roundKeyOf('loser_bracket', r, 4))).toEqual([
      'early',
      'early',
      'early',
      'semiFinal',
    ]);
    expect(roundLabel('loser_bracket', 4, 4)).toBe('Chung kết');
    expect([1, 2].map((r) => roundLabel('grand_final', r, 2))).toEqual([
      'Chung kết tổng',
      'Trận quyết định',
    ]);
    expect(roundKeyOf('grand_final', 2, 2)).toBe('final');
    expect(roundKeyOf('round_robin', 7, 7)).toBe('early');
  });
});

describe('racesFor', () => {
  const tournament = {
    raceTo: { early: 5, quarterFinal: 6, semiFinal: 7, final: 9 },
    handicap: true,
    game: '9-ball' as const,
  };

  it('gives both the round’s race without handicap or unknown players', () => {
    expect(
      racesFor({ ...tournament, handicap: false }, 'final', ['A', 'K'], DEFAULT_CONFIG),
    ).toEqual([9, 9]);
    expect(racesFor(tournament, 'semiFinal', null, DEFAULT_CONFIG)).toEqual([7, 7]);
  });

  it('applies the race-to service with the round’s race for the stronger player', () => {
    const expected = mapRaceToByRank(DEFAULT_CONFIG, { rankA: 'G', rankB: 'C', raceTo: 6 });
    expect(racesFor(tournament, 'quarterFinal', ['G', 'C'], DEFAULT_CONFIG)).toEqual([
      expected.raceA,
      expected.raceB,
    ]);
    expect(expected.raceB).toBe(6);
    expect(expected.raceA).toBeLessThan(6);
  });

  it('gives carom targets from the rank shares: the stronger keeps the round’s target', () => {
    const carom = { ...tournament, game: 'three-cushion' as const };
    const targets = { early: 30, quarterFinal: 30, semiFinal: 35, final: 40 };
    // D plays 80 % of what A plays: 30 → 24; the order of the pair follows the players.
    expect(racesFor({ ...carom, raceTo: targets }, 'early', ['D', 'A'], DEFAULT_CONFIG)).toEqual([
      24, 30,
    ]);
    expect(racesFor({ ...carom, raceTo: targets }, 'final', ['A', 'A'], DEFAULT_CONFIG)).toEqual([
      40, 40,
    ]);
    // Between two handicapped ranks, relative to the stronger: C (85) against K (50) at 35.
    expect(
      racesFor({ ...carom, raceTo: targets }, 'semiFinal', ['C', 'K'], DEFAULT_CONFIG),
    ).toEqual([35, 21]);
  });
});

describe('crossSeed', () => {
  it('sends A1 against B2 and B1 against A2 in a standard bracket', () => {
    const seeds = crossSeed([
      ['A1', 'B1', 'C1', 'D1'],
      ['A2', 'B2', 'C2', 'D2'],
    ]);
    expect(seeds).toEqual(['A1', 'B1', 'C1', 'D1', 'C2', 'D2', 'A2', 'B2']);
    // Standard pairing: seed i meets seed n + 1 − i.
    const pairs = seeds.slice(0, 4).map((s, i) => [s, seeds[seeds.length - 1 - i]]);
    expect(pairs).toEqual([
      ['A1', 'B2'],
      ['B1', 'A2'],
      ['C1', 'D2'],
      ['D1', 'C2'],
    ]);
  });

  it('never pairs two players of one group with an odd number of groups', () => {
    const seeds = crossSeed([
      ['A1', 'B1', 'C1'],
      ['A2', 'B2', 'C2'],
    ]);
    // Six players in a bracket of 8: seeds 7 and 8 are byes for A1 and B1.
    const padded = [...seeds, null, null];
    for (let i = 0; i < 4; i++) {
      const a = padded[i];
      const b = padded[7 - i];
      if (a && b) expect(a[0]).not.toBe(b[0]);
    }
  });
});

describe('places and achievements', () => {
  it('turns dense ranks into shared places that skip', () => {
    const ranked = competitionPlaces([
      { id: 'a', rank: 1 },
      { id: 'b', rank: 2 },
      { id: 'c', rank: 3 },
      { id: 'd', rank: 3 },
      { id: 'e', rank: 4 },
      { id: 'f', rank: 4 },
    ]);
    expect(ranked.map((r) => r.place)).toEqual([1, 2, 3, 3, 5, 5]);
    expect([1, 2, 3, 4, 5].map(achievementOf)).toEqual([
      'champion',
      'runner_up',
      'top4',
      'top4',
      null,
    ]);
  });

  it('splits players into groups the way brackets-manager does', () => {
    expect(groupSizes(13, 3)).toEqual([5, 4, 4]);
    expect(groupSizes(6, 4)).toEqual([2, 2, 1, 1]);
  });
});

describe('search folding', () => {
  it('folds case and every Vietnamese mark', () => {
    expect(foldSearchText('Giải Pool 9 bi HOÀNG GIA Mở rộng – Đống Đa')).toBe(
      'giai pool 9 bi hoang gia mo rong – dong da',
    );
    expect(foldSearchText('Nguyễn Thị Ưng Ỷ')).toBe('nguyen thi ung y');
    // Decomposed input (some keyboards) folds like the composed one.
    expect(foldSearchText('Hoa\u0300ng')).toBe('hoang');
    expect([...FOLD_TABLE.from]).toHaveLength([...FOLD_TABLE.to].length);
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
