// Two players' chances of winning, said the same way wherever they show: the race calculator,
// the handicap table and a head-to-head. Not in lib/format.ts, which the first load carries.
import { onFirstUse } from './format';

const percentFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('vi-VN', {
      style: 'percent',
      maximumFractionDigits: 1,
    }),
);

export interface WinShares {
  /** Percent of A, to a tenth; A and B always add up to exactly 100. */
  a: number;
  b: number;
  aLabel: string;
  bLabel: string;
}

/**
 * Both sides' chances as percentages ('55,9%' and '44,1%'), rounded so they add up to 100. A
 * near-certainty is not rounded into a certainty: 0.9996 reads 'hơn 99,9%' against 'dưới 0,1%'.
 */
export function winShares(winProbabilityA: number): WinShares {
  const clamped = Math.min(1, Math.max(0, winProbabilityA));
  const aTenths = Math.round(clamped * 1000);
  const bTenths = 1000 - aTenths;
  const label = (tenths: number, exact: number) =>
    tenths === 1000 && exact < 1
      ? `hơn ${percentFormat().format(0.999)}`
      : tenths === 0 && exact > 0
        ? `dưới ${percentFormat().format(0.001)}`
        : percentFormat().format(tenths / 1000);
  return {
    a: aTenths / 10,
    b: bTenths / 10,
    aLabel: label(aTenths, clamped),
    bLabel: label(bTenths, 1 - clamped),
  };
}
