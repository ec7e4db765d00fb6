// Who gets how many coins from the final places (src/app-api/services/tournaments/prizes.ts):
// a tie shares the coins of the places it occupies, evenly, and the rest stays unpaid.
import { describe, expect, it } from 'vitest';
import { prizeShares } from '../../src/app-api/services/tournaments/prizes';

const prizes = [
  { place: 1, coins: 500 },
  { place: 2, coins: 300 },
  { place: 3, coins: 101 },
  { place: 4, coins: 0 },
];

describe('prize shares', () => {
  it('pays each place its coins', () => {
    const places = new Map([
      [10, 1],
      [11, 2],
      [12, 3],
      [13, 4],
    ]);
    expect(prizeShares(prizes, places)).toEqual([
      { userId: 10, place: 1, coins: 500 },
      { userId: 11, place: 2, coins: 300 },
      { userId: 12, place: 3, coins: 101 },
    ]);
  });

  it('splits the places a tie occupies evenly, leaving what does not divide', () => {
    // Two semi-final losers share 3rd: 3rd and 4th pay 101 together, 50 each.
    const places = new Map([
      [20, 1],
      [21, 2],
      [23, 3],
      [22, 3],
    ]);
    const shares = prizeShares(prizes, places);
    expect(shares.filter((s) => s.place === 3)).toEqual([
      { userId: 22, place: 3, coins: 50 },
      { userId: 23, place: 3, coins: 50 },
    ]);
    expect(shares.reduce((sum, s) => sum + s.coins, 0)).toBe(900);
  });

  it('pays nothing for a place nobody reached, nor a share that rounds to zero', () => {
    const places = new Map([
      [30, 1],
      [31, 5],
      [32, 5],
    ]);
    expect(prizeShares([...prizes, { place: 5, coins: 1 }], places)).toEqual([
      { userId: 30, place: 1, coins: 500 },
    ]);
  });
});
