import { rankLabel } from '../../src/shared/ranks';
import { rankNameShown, ranksByStrength } from '../../src/shared/rank-table';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANKS } from '../../fixtures/config';
import { BALANCE_TOLERANCE } from '../../src/app-api/services/race-to';
import { RANK_CODES } from '../../src/shared/domain';
import {
  DEFAULT_PAIR,
  PLAYING_SECTIONS,
  RACE_OPTIONS,
  UNEVEN_ABOVE_PERCENT,
  chartCellTitle,
  raceChartGrid,
  racesLabel,
  sectionLabel,
  spotLabel,
  spotSentence,
  trendView,
} from '../../src/client/features/playing/playing-logic';
import { winShares } from '../../src/client/lib/win-chance';
import { raceToValue, type RaceChartCell, type Rank } from '../../src/shared/schemas/config';

const rank = (code: Rank['code'], rating: number, name = `Hạng ${code}`): Rank => ({
  code,
  name,
  rating,
  description: '',
});

const cell = (rankA: Rank['code'], rankB: Rank['code'], raceA: number, raceB: number) => ({
  rankA,
  rankB,
  raceA,
  raceB,
  spot: Math.abs(raceA - raceB),
  winProbabilityA: 0.5,
});

describe('the page’s sections', () => {
  it('are named in the nav by their headings, in reading order', () => {
    expect(PLAYING_SECTIONS.map((section) => section.id)).toEqual([
      'bang-hang',
      'luat-chap',
      'tinh-so-van-cham',
      'bang-cham',
      'bang-xep-hang',
    ]);
    expect(sectionLabel('luat-chap')).toBe('Luật chấp');
    expect(sectionLabel('bang-xep-hang')).toBe('Bảng xếp hạng cơ thủ');
  });
});

describe('the rank table', () => {
  it('lists the ranks weakest first, whatever order the configuration keeps them in', () => {
    const shuffled = [...DEFAULT_RANKS.slice(5), ...DEFAULT_RANKS.slice(0, 5).reverse()];
    expect(shuffled.map((r) => r.code)).not.toEqual(RANK_CODES);
    expect(ranksByStrength(shuffled).map((r) => r.code)).toEqual(RANK_CODES);
  });

  it('puts two ranks of equal rating in letter order, K before A', () => {
    const ranks = [rank('A', 500), rank('C', 400), rank('K', 500)];
    expect(ranksByStrength(ranks).map((r) => r.code)).toEqual(['C', 'K', 'A']);
  });

  it('shows a rank’s own name only when it says more than the badge', () => {
    expect(rankLabel('K')).toBe('Hạng K');
    expect(rankNameShown(rank('K', 300))).toBeNull();
    expect(rankNameShown(rank('K', 300, '  '))).toBeNull();
    expect(rankNameShown(rank('K', 300, ' Hạng K '))).toBeNull();
    expect(rankNameShown(rank('A', 900, ' Chuyên nghiệp '))).toBe('Chuyên nghiệp');
  });
});

describe('the race calculator', () => {
  it('offers every race the upstream accepts, and nothing it refuses', () => {
    expect(RACE_OPTIONS[0]).toBe(1);
    expect(RACE_OPTIONS.at(-1)).toBe(50);
    expect(RACE_OPTIONS).toHaveLength(50);
    expect(RACE_OPTIONS.every((race) => raceToValue.safeParse(race).success)).toBe(true);
    expect(raceToValue.safeParse(0).success).toBe(false);
    expect(raceToValue.safeParse(51).success).toBe(false);
  });

  it('opens on a pair a hundred points apart, the stronger first', () => {
    const rating = (code: Rank['code']) => DEFAULT_RANKS.find((r) => r.code === code)?.rating;
    expect(DEFAULT_PAIR).toEqual({ rankA: 'D', rankB: 'F' });
    expect((rating('D') ?? 0) - (rating('F') ?? 0)).toBe(100);
  });

  it('warns above 60 %, the same line the upstream draws', () => {
    expect(UNEVEN_ABOVE_PERCENT).toBe(50 + BALANCE_TOLERANCE * 100);
  });

  it('shows both chances to a tenth, adding up to exactly 100', () => {
    expect(winShares(0.559)).toEqual({ a: 55.9, b: 44.1, aLabel: '55,9%', bLabel: '44,1%' });
    expect(winShares(0.5)).toEqual({ a: 50, b: 50, aLabel: '50%', bLabel: '50%' });
    for (const p of [0.12345, 0.33333, 0.66667, 0.7071, 0.99949]) {
      const shares = winShares(p);
      expect(Math.round((shares.a + shares.b) * 10)).toBe(1000);
    }
    expect(winShares(1 / 3)).toMatchObject({ a: 33.3, b: 66.7 });
  });

  it('never shows a chance below 0 % or above 100 %', () => {
    expect(winShares(1.2)).toMatchObject({ a: 100, b: 0, aLabel: '100%', bLabel: '0%' });
    expect(winShares(-0.1)).toMatchObject({ a: 0, b: 100 });
  });

  it('does not round a near-certainty into a certainty', () => {
    expect(winShares(0.9996)).toMatchObject({
      a: 100,
      b: 0,
      aLabel: 'hơn 99,9%',
      bLabel: 'dưới 0,1%',
    });
    expect(winShares(0.0004)).toMatchObject({ aLabel: 'dưới 0,1%', bLabel: 'hơn 99,9%' });
  });

  it('says "Không chấp" for an even race and "Chấp N ván" otherwise', () => {
    expect(spotLabel(0)).toBe('Không chấp');
    expect(spotLabel(1)).toBe('Chấp 1 ván');
    expect(spotLabel(3)).toBe('Chấp 3 ván');
  });

  it('names each side’s race', () => {
    expect(racesLabel('D', 'F', { raceA: 7, raceB: 4 })).toBe('Hạng D chạm 7 – Hạng F chạm 4');
  });

  it('says who gives the spot, whichever side the stronger player was entered on', () => {
    expect(spotSentence('D', 'F', { raceA: 7, raceB: 4, spot: 3 })).toBe(
      'Hạng D chấp hạng F 3 ván',
    );
    expect(spotSentence('F', 'D', { raceA: 4, raceB: 7, spot: 3 })).toBe(
      'Hạng D chấp hạng F 3 ván',
    );
  });

  it('has no sentence for an even pairing', () => {
    expect(spotSentence('E', 'E', { raceA: 7, raceB: 7, spot: 0 })).toBeNull();
  });
});

describe('the race chart', () => {
  const cells: RaceChartCell[] = [
    cell('F', 'F', 7, 7),
    cell('F', 'E', 5, 7),
    cell('F', 'D', 4, 7),
    cell('E', 'F', 7, 5),
    cell('E', 'E', 7, 7),
    cell('E', 'D', 5, 7),
    cell('D', 'F', 7, 4),
    cell('D', 'E', 7, 5),
    cell('D', 'D', 7, 7),
  ];

  it('has a row and a column per rank, weakest first, each row reading across its pairs', () => {
    const grid = raceChartGrid({ cells });
    expect(grid.ranks).toEqual(['F', 'E', 'D']);
    expect(grid.rows.map((row) => row.rank)).toEqual(['F', 'E', 'D']);
    for (const row of grid.rows) {
      expect(row.cells.map((c) => [c.rankA, c.rankB])).toEqual(
        grid.ranks.map((other) => [row.rank, other]),
      );
    }
    expect(grid.rows[2]?.cells[0]).toMatchObject({ raceA: 7, raceB: 4, spot: 3 });
  });

  it('refuses a chart with a pair missing rather than draw a hole', () => {
    expect(() => raceChartGrid({ cells: cells.filter((c) => c !== cells[5]) })).toThrow(
      'Bảng chạm thiếu cặp hạng E – D',
    );
  });

  it('tells on hover both races, the spot and the row’s chance', () => {
    expect(chartCellTitle({ ...cell('D', 'F', 7, 4), winProbabilityA: 0.559 })).toBe(
      'Hạng D chạm 7 – Hạng F chạm 4 · Chấp 3 ván · Hạng D thắng 55,9%',
    );
    expect(chartCellTitle(cell('E', 'E', 7, 7))).toBe(
      'Hạng E chạm 7 – Hạng E chạm 7 · Không chấp · Hạng E thắng 50%',
    );
  });
});

describe('the leaderboard’s 30-day trend', () => {
  it('shows a rise as an up arrow with the points to a tenth', () => {
    expect(trendView(12.34)).toEqual({
      tone: 'up',
      text: '↑ 12,3',
      description: '30 ngày qua: tăng 12,3 điểm',
    });
  });

  it('shows a fall as a down arrow with the points lost', () => {
    expect(trendView(-4.06)).toEqual({
      tone: 'down',
      text: '↓ 4,1',
      description: '30 ngày qua: giảm 4,1 điểm',
    });
  });

  it('shows a dash when nothing changed, or too little to show', () => {
    const flat = { tone: 'flat', text: '–', description: '30 ngày qua: không đổi' };
    expect(trendView(0)).toEqual(flat);
    expect(trendView(0.04)).toEqual(flat);
    expect(trendView(-0.04)).toEqual(flat);
  });

  it('groups thousands the Vietnamese way', () => {
    expect(trendView(1234.5).text).toBe('↑ 1.234,5');
  });
});
