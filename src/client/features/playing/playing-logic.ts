// Pure rules of the /playing page (no React), unit-tested in tests/unit/client-playing.test.ts.
import { rankLabel } from '../../../shared/ranks';
import { onFirstUse } from '../../lib/format';
import { winShares } from '../../lib/win-chance';
import type {
  MapRaceToOutput,
  RankCode,
  RaceChart,
  RaceChartCell,
} from '../../../shared/schemas/config';

/** The page's sections in reading order: anchor id and the heading the nav shows. */
export const PLAYING_SECTIONS = [
  { id: 'bang-hang', label: 'Bảng hạng' },
  { id: 'luat-chap', label: 'Luật chấp' },
  { id: 'tinh-so-van-cham', label: 'Tính số ván chạm' },
  { id: 'bang-cham', label: 'Bảng chạm' },
  { id: 'bang-xep-hang', label: 'Bảng xếp hạng cơ thủ' },
] as const;
export type PlayingSectionId = (typeof PLAYING_SECTIONS)[number]['id'];

export const sectionLabel = (id: PlayingSectionId): string =>
  PLAYING_SECTIONS.find((section) => section.id === id)?.label ?? id;

/** Limits of the stronger player's race, as the shared schema enforces them. */
export const RACE_MIN = 1;
export const RACE_MAX = 50;
/** Every race the chart can be drawn for. */
export const RACE_OPTIONS: readonly number[] = Array.from(
  { length: RACE_MAX - RACE_MIN + 1 },
  (_, i) => RACE_MIN + i,
);

/**
 * A best race further than this from 50 % gets the upstream's warning (its BALANCE_TOLERANCE,
 * checked against it by the unit test), said in words as "trên 60 %".
 */
export const UNEVEN_ABOVE_PERCENT = 60;

/** A first pair to show: a 100-point gap, a common club match that the handicap evens out. */
export const DEFAULT_PAIR: { rankA: RankCode; rankB: RankCode } = { rankA: 'D', rankB: 'F' };

/** 'Chấp 3 ván', or 'Không chấp' for an even race. */
export const spotLabel = (spot: number): string => (spot > 0 ? `Chấp ${spot} ván` : 'Không chấp');

/** 'Hạng D chạm 7 – Hạng F chạm 4'. */
export function racesLabel(
  rankA: RankCode,
  rankB: RankCode,
  result: Pick<MapRaceToOutput, 'raceA' | 'raceB'>,
): string {
  return `${rankLabel(rankA)} chạm ${result.raceA} – ${rankLabel(rankB)} chạm ${result.raceB}`;
}

/** Who gives the spot, in words: 'Hạng D chấp hạng F 3 ván', null for an even race. */
export function spotSentence(
  rankA: RankCode,
  rankB: RankCode,
  result: Pick<MapRaceToOutput, 'raceA' | 'raceB' | 'spot'>,
): string | null {
  if (result.spot <= 0) return null;
  const [stronger, weaker] = result.raceA >= result.raceB ? [rankA, rankB] : [rankB, rankA];
  return `${rankLabel(stronger)} chấp hạng ${weaker} ${result.spot} ván`;
}

/** A chart cell's hover text: both races, then A's chance. */
export function chartCellTitle(cell: RaceChartCell): string {
  const shares = winShares(cell.winProbabilityA);
  return (
    `${racesLabel(cell.rankA, cell.rankB, cell)} · ${spotLabel(cell.spot)} · ` +
    `${rankLabel(cell.rankA)} thắng ${shares.aLabel}`
  );
}

export interface RaceChartGrid {
  /** Column (and row) order: the order the upstream sent, weakest first. */
  ranks: RankCode[];
  rows: { rank: RankCode; cells: RaceChartCell[] }[];
}

/**
 * The chart's row-major cells → rows of the grid. A missing pair is a broken answer, not
 * something to draw as an empty cell.
 */
export function raceChartGrid(chart: Pick<RaceChart, 'cells'>): RaceChartGrid {
  const ranks: RankCode[] = [];
  for (const cell of chart.cells) {
    if (!ranks.includes(cell.rankA)) ranks.push(cell.rankA);
  }
  const byPair = new Map(chart.cells.map((cell) => [`${cell.rankA}:${cell.rankB}`, cell]));
  const rows = ranks.map((rank) => ({
    rank,
    cells: ranks.map((other) => {
      const cell = byPair.get(`${rank}:${other}`);
      if (!cell) throw new Error(`Bảng chạm thiếu cặp hạng ${rank} – ${other}`);
      return cell;
    }),
  }));
  return { ranks, rows };
}

const trendFormat = onFirstUse(() => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }));

export interface TrendView {
  tone: 'up' | 'down' | 'flat';
  /** What the cell shows: '↑ 12,3', '↓ 4,1', '–'. */
  text: string;
  /** What a screen reader says. */
  description: string;
}

/** The rating change over 30 days, as the leaderboard shows it. */
export function trendView(trend: number): TrendView {
  const rounded = Math.round(trend * 10) / 10;
  const amount = trendFormat().format(Math.abs(rounded));
  if (rounded > 0) {
    return { tone: 'up', text: `↑ ${amount}`, description: `30 ngày qua: tăng ${amount} điểm` };
  }
  if (rounded < 0) {
    return { tone: 'down', text: `↓ ${amount}`, description: `30 ngày qua: giảm ${amount} điểm` };
  }
  return { tone: 'flat', text: '–', description: '30 ngày qua: không đổi' };
}
