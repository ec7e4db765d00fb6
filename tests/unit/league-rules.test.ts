import { describe, expect, it } from 'vitest';
import { leagueTable } from '../../src/app-api/services/leagues/league-table';
import { doubleRoundRobin } from '../../src/app-api/services/leagues/schedule';
import { capRefusal, lineupTurn, playoffSizesFor } from '../../src/shared/league-rules';
import { playoffFields } from '../../src/shared/schemas/leagues';

describe('the playoff’s size', () => {
  it('is at most the league’s teams and shared evenly by its divisions', () => {
    expect(playoffSizesFor(6, 1)).toEqual([2, 4]);
    expect(playoffSizesFor(9, 3)).toEqual([]);
    expect(playoffSizesFor(12, 2)).toEqual([2, 4, 8]);
  });

  it('is refused in Vietnamese when it is not one a bracket can have', () => {
    const refused = playoffFields.safeParse({ size: 6 });
    expect(refused.error?.issues[0]?.message).toBe('Vòng playoff có 2, 4 hoặc 8 đội');
    expect(playoffFields.parse({ size: 8 })).toEqual({ size: 8 });
  });
});

describe('a division’s schedule', () => {
  it.each([4, 5, 6])('has %i teams meet twice, once at home and once away', (size) => {
    const teams = Array.from({ length: size }, (_, i) => i + 1);
    const rounds = doubleRoundRobin(teams);
    expect(rounds).toHaveLength(2 * (size % 2 === 0 ? size - 1 : size));
    const pairs = rounds.flat().map(([home, away]) => `${home}-${away}`);
    for (const a of teams) {
      for (const b of teams) {
        if (a !== b) expect(pairs.filter((p) => p === `${a}-${b}`)).toHaveLength(1);
      }
    }
    // Nobody plays twice in a week.
    for (const round of rounds) {
      const playing = round.flat();
      expect(new Set(playing).size).toBe(playing.length);
    }
  });
});

describe('the lineup turns', () => {
  it('alternate who names first, game by game, the other answering', () => {
    const games = [1, 2, 3].map((number) => ({ number, home: null, away: null }));
    expect(lineupTurn(games)).toEqual({ side: 'home', number: 1 });
    expect(lineupTurn([{ number: 1, home: 7, away: null }, ...games.slice(1)])).toEqual({
      side: 'away',
      number: 1,
    });
    expect(lineupTurn([{ number: 1, home: 7, away: 8 }, ...games.slice(1)])).toEqual({
      side: 'away',
      number: 2,
    });
    expect(
      lineupTurn([
        { number: 1, home: 7, away: 8 },
        { number: 2, home: 9, away: 10 },
        { number: 3, home: 11, away: 12 },
      ]),
    ).toBeNull();
  });
});

describe('the rank cap', () => {
  it('refuses a pick over the cap with the sum, or one that leaves the rest no room', () => {
    const base = { cap: 25, lightestLeft: [7, 8], slotsLeft: 2 };
    expect(capRefusal({ ...base, picked: [], player: 10 })).toBeNull();
    expect(capRefusal({ ...base, picked: [10, 9], player: 8, slotsLeft: 0 })).toBe(
      'Đội hình vượt mức trần: tổng 27 điểm hạng, mức trần 25',
    );
    expect(capRefusal({ ...base, picked: [10], player: 9, lightestLeft: [7], slotsLeft: 1 })).toBe(
      'Đội hình sẽ vượt mức trần: tổng 19 điểm hạng, các ván còn lại cần ít nhất 7 nữa (26), mức trần 25',
    );
  });
});

describe('a division’s table', () => {
  const teams = [1, 2, 3, 4].map((id) => ({ id, name: `Đội ${id}` }));
  const match = (home: number, away: number, homeGames: number, awayGames: number) => ({
    homeTeamId: home,
    awayTeamId: away,
    homeGames,
    awayGames,
  });

  it('orders by match points, then games won, then the level teams’ meetings', () => {
    const table = leagueTable(teams, [
      match(1, 2, 3, 2), // 1 beats 2
      match(3, 4, 5, 0), // 3 beats 4 heavily
      match(2, 3, 3, 2), // 2 beats 3
      match(4, 1, 3, 2), // 4 beats 1
    ]);
    // All four on 2 match points; 3 won the most games (7); 1 and 2 won five each, and 1 beat 2.
    expect(table.map((l) => [l.team.id, l.matchPoints, l.gamesWon])).toEqual([
      [3, 2, 7],
      [1, 2, 5],
      [2, 2, 5],
      [4, 2, 3],
    ]);
    expect(table[0]).toMatchObject({
      place: 1,
      played: 2,
      won: 1,
      lost: 1,
      drawn: 0,
      gamesLost: 3,
    });
  });

  it('gives a drawn match a point each', () => {
    const [first, second] = leagueTable(teams.slice(0, 2), [match(1, 2, 2, 2)]);
    expect([first?.matchPoints, second?.matchPoints, first?.drawn]).toEqual([1, 1, 1]);
  });
});
