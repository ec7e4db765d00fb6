import { ACHIEVEMENT_KINDS, PLAYER_SORTS } from '../../src/shared/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANKS } from '../../fixtures/config';
import {
  deltaTone,
  formatRating,
  formatRatingDelta,
  matchSide,
  rankLinesWithin,
  ratingChange,
  ratingDomain,
} from '../../src/client/lib/player-logic';
import { ACHIEVEMENT_LABELS, PLAYER_SORT_LABELS } from '../../src/client/lib/labels';
import type { PlayerMatch } from '../../src/shared/schemas/players';
import type { PlayerSummary } from '../../src/shared/schemas/player-summary';

const player = (id: number, fullName: string): PlayerSummary => ({
  id,
  username: `p${id}`,
  fullName,
  avatar: null,
  rank: 'C',
  rating: 650,
  provisional: false,
});

const nam = player(1, 'Hoàng Văn Nam');
const vu = player(2, 'Dương Quốc Vũ');

const match = (changes: Partial<PlayerMatch> = {}): PlayerMatch => ({
  id: 10,
  tournament: {
    id: 1,
    name: 'Giải Hoàng Gia',
    game: '9-ball',
    format: 'single_elimination',
    store: null,
  },
  roundLabel: 'Chung kết',
  roundKey: 'final',
  number: 1,
  player1: nam,
  player2: vu,
  race1: 9,
  race2: 7,
  score1: 9,
  score2: 5,
  status: 'finished',
  winnerId: nam.id,
  resultType: 'played',
  tableLabel: 'Bàn 1',
  scheduledAt: null,
  startedAt: null,
  finishedAt: '2026-11-01T12:00:00Z',
  referee: null,
  updatedAt: '2026-11-01T12:00:00Z',
  report: null,
  call: null,
  next: null,
  carom: null,
  viewer: { canScore: false, canReport: false, canAward: false },
  ratingDelta: 6.4,
  ...changes,
});

describe('a match from one player’s side', () => {
  it('puts the player first whichever slot they played in', () => {
    expect(matchSide(match(), nam.id)).toEqual({
      opponent: vu,
      score: 9,
      opponentScore: 5,
      race: 9,
      opponentRace: 7,
      result: 'won',
    });
    expect(matchSide(match(), vu.id)).toEqual({
      opponent: nam,
      score: 5,
      opponentScore: 9,
      race: 7,
      opponentRace: 9,
      result: 'lost',
    });
  });

  it('has no result while undecided, and a draw for a finished match without a winner', () => {
    expect(matchSide(match({ status: 'live', winnerId: null }), nam.id).result).toBeNull();
    expect(matchSide(match({ winnerId: null, score1: 30, score2: 30 }), vu.id).result).toBe(
      'drawn',
    );
  });
});

describe('rating numbers', () => {
  it('shows ratings to a tenth the Vietnamese way', () => {
    expect(formatRating(712.25)).toBe('712,3');
    expect(formatRating(1000)).toBe('1.000');
  });

  it('signs changes with a plus or a typographic minus', () => {
    expect(formatRatingDelta(12.34)).toBe('+12,3');
    expect(formatRatingDelta(-4.1)).toBe('−4,1');
    expect(formatRatingDelta(0)).toBe('0,0');
    expect([deltaTone(3), deltaTone(-0.1), deltaTone(0)]).toEqual(['up', 'down', 'flat']);
  });

  it('measures the change from the first point to the last', () => {
    expect(ratingChange([{ rating: 600 }, { rating: 640.3 }, { rating: 612.2 }])).toBe(12.2);
    expect(ratingChange([])).toBe(0);
  });
});

describe('the rating chart axis', () => {
  it('covers every point with some air, on round tens', () => {
    expect(ratingDomain([{ rating: 612.4 }, { rating: 655.1 }])).toEqual([590, 680]);
    expect(ratingDomain([{ rating: 600 }])).toEqual([580, 620]);
  });

  it('draws only the rank boundaries inside the axis', () => {
    const codes = rankLinesWithin(DEFAULT_RANKS, [590, 680]).map((rank) => rank.code);
    expect(codes).toEqual(['D', 'C']);
    expect(rankLinesWithin(DEFAULT_RANKS, [100, 200])).toEqual([]);
  });
});

describe('labels', () => {
  it('names every achievement kind and sort in Vietnamese', () => {
    expect(ACHIEVEMENT_KINDS.map((kind) => ACHIEVEMENT_LABELS[kind])).toEqual([
      'Vô địch',
      'Á quân',
      'Top 4',
    ]);
    expect(PLAYER_SORTS.map((sort) => PLAYER_SORT_LABELS[sort])).toEqual([
      'Điểm trình độ',
      'Tên',
      'Số trận',
    ]);
  });
});
