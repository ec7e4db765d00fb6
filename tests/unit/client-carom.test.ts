// Carom figures on the pages: averages in the Vietnamese way, and the leaderboard's board from
// the address.
import { describe, expect, it } from 'vitest';
import { leaderboardInput } from '../../src/client/features/playing/leaderboard-input';
import { formatAverage } from '../../src/client/lib/player-logic';

describe('carom on the pages', () => {
  it('writes an average with three decimals and a decimal comma', () => {
    expect(formatAverage(1.6)).toBe('1,600');
    expect(formatAverage(0.857)).toBe('0,857');
    expect(formatAverage(12.5)).toBe('12,500');
    expect(formatAverage(0)).toBe('0,000');
  });

  it('reads the leaderboard’s board from the address: a carom discipline, or pool', () => {
    const input = (search: string) => leaderboardInput(new URLSearchParams(search));
    expect(input('game=three-cushion&rank=B')).toMatchObject({ game: 'three-cushion', rank: 'B' });
    expect(input('game=libre').game).toBe('libre');
    // Pool games have one board: only carom disciplines name one.
    expect(input('game=9-ball').game).toBeUndefined();
    expect(input('').game).toBeUndefined();
  });
});
