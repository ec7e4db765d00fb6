// The table board's rules (src/app-api/services/board-queue.ts): which match a freed table
// calls, and when a waiting match may expect to start.
import { describe, expect, it } from 'vitest';
import {
  callsFor,
  estimatedStarts,
  queueOf,
  type BoardMatch,
  type BoardState,
} from '../../src/app-api/services/tournaments/board-queue';

const NOW = new Date('2026-11-27T12:00:00Z');
const minutes = (n: number) => n * 60_000;
const ago = (n: number) => new Date(NOW.getTime() - minutes(n));

/** A ready match of players `a` and `b`, waiting since `waited` minutes in round 1. */
function match(id: number, a: number, b: number, extra: Partial<BoardMatch> = {}): BoardMatch {
  return {
    id,
    status: 'scheduled',
    player1Id: a,
    player2Id: b,
    roundOrder: 101,
    readyAt: ago(10),
    tableLabel: null,
    calledAt: null,
    startedAt: null,
    held: false,
    pinnedTable: null,
    ...extra,
  };
}

function board(matches: BoardMatch[], extra: Partial<BoardState> = {}): BoardState {
  return {
    tables: ['Bàn 1', 'Bàn 2'],
    matches,
    lastFinishedAt: new Map(),
    restMs: minutes(5),
    now: NOW,
    ...extra,
  };
}

describe('the queue', () => {
  it('calls the lowest round first, then the longest waiting, then the bracket order', () => {
    const state = board([
      match(1, 1, 2, { roundOrder: 102, readyAt: ago(60) }),
      match(2, 3, 4, { readyAt: ago(5) }),
      match(3, 5, 6, { readyAt: ago(20) }),
      match(4, 7, 8, { readyAt: ago(20) }),
    ]);
    expect(queueOf(state).map((m) => m.id)).toEqual([3, 4, 2, 1]);
  });

  it('puts a match whose player just finished behind the rested ones, not off the board', () => {
    const state = board([match(1, 1, 2, { readyAt: ago(30) }), match(2, 3, 4)], {
      lastFinishedAt: new Map([[1, ago(2)]]),
    });
    expect(queueOf(state).map((m) => m.id)).toEqual([2, 1]);
    // Rested once the minimum rest has passed.
    const later = { ...state, now: new Date(NOW.getTime() + minutes(3)) };
    expect(queueOf(later).map((m) => m.id)).toEqual([1, 2]);
  });

  it('leaves held matches and matches already on a table out', () => {
    const state = board([
      match(1, 1, 2, { held: true }),
      match(2, 3, 4, { tableLabel: 'Bàn 1', calledAt: ago(1) }),
      match(3, 5, 6),
    ]);
    expect(queueOf(state).map((m) => m.id)).toEqual([3]);
  });
});

describe('a freed table', () => {
  it('calls the next match of the queue, one per free table, in the tables’ order', () => {
    const state = board([
      match(1, 1, 2, { status: 'live', tableLabel: 'Bàn 1', startedAt: ago(10) }),
      match(2, 3, 4),
      match(3, 5, 6),
    ]);
    expect(callsFor(state)).toEqual([{ matchId: 2, table: 'Bàn 2' }]);
    expect(callsFor({ ...state, tables: ['Bàn 1', 'Bàn 2', 'Bàn 3'] })).toEqual([
      { matchId: 2, table: 'Bàn 2' },
      { matchId: 3, table: 'Bàn 3' },
    ]);
  });

  it('never calls a player who is on another table, nor the same player twice', () => {
    const state = board([
      match(1, 1, 2, { status: 'live', tableLabel: 'Bàn 1' }),
      match(2, 2, 3, { readyAt: ago(50) }),
      match(3, 3, 4, { readyAt: ago(40) }),
      match(4, 5, 6),
    ]);
    // Match 2 waits for player 2; match 3 goes to Bàn 2; match 4 has no table left.
    expect(callsFor(state)).toEqual([{ matchId: 3, table: 'Bàn 2' }]);
    const threeTables = { ...state, tables: ['Bàn 1', 'Bàn 2', 'Bàn 3'] };
    expect(callsFor(threeTables)).toEqual([
      { matchId: 3, table: 'Bàn 2' },
      { matchId: 4, table: 'Bàn 3' },
    ]);
  });

  it('keeps a pinned match for its own table, and gives that table to it first', () => {
    const state = board([
      match(1, 1, 2, { readyAt: ago(60), pinnedTable: 'Bàn 2' }),
      match(2, 3, 4),
    ]);
    expect(callsFor({ ...state, tables: ['Bàn 1'] })).toEqual([{ matchId: 2, table: 'Bàn 1' }]);
    expect(callsFor(state)).toEqual([
      { matchId: 2, table: 'Bàn 1' },
      { matchId: 1, table: 'Bàn 2' },
    ]);
  });

  it('calls a resting player only when no rested match waits', () => {
    const state = board([match(1, 1, 2), match(2, 3, 4)], {
      tables: ['Bàn 1'],
      lastFinishedAt: new Map([[1, ago(1)]]),
    });
    expect(callsFor(state)).toEqual([{ matchId: 2, table: 'Bàn 1' }]);
    expect(callsFor({ ...state, matches: [match(1, 1, 2)] })).toEqual([
      { matchId: 1, table: 'Bàn 1' },
    ]);
  });

  it('calls nothing onto a held match or a table with a match called but not started', () => {
    const state = board([
      match(1, 1, 2, { tableLabel: 'Bàn 1', calledAt: ago(1) }),
      match(2, 3, 4, { held: true }),
    ]);
    expect(callsFor({ ...state, tables: ['Bàn 1'] })).toEqual([]);
  });
});

describe('estimated starts', () => {
  it('follow the tables’ expected ends at the observed match length', () => {
    const state = board([
      match(1, 1, 2, { status: 'live', tableLabel: 'Bàn 1', startedAt: ago(10) }),
      match(2, 3, 4, { tableLabel: 'Bàn 2', calledAt: ago(0) }),
      match(3, 5, 6),
      match(4, 7, 8),
      match(5, 9, 10),
    ]);
    const starts = estimatedStarts(state, minutes(30));
    expect(starts.get(3)).toEqual(new Date(NOW.getTime() + minutes(20)));
    expect(starts.get(4)).toEqual(new Date(NOW.getTime() + minutes(30)));
    expect(starts.get(5)).toEqual(new Date(NOW.getTime() + minutes(50)));
  });

  it('wait for a player still playing elsewhere', () => {
    const state = board([
      match(1, 1, 2, { status: 'live', tableLabel: 'Bàn 1', startedAt: ago(5) }),
      match(2, 2, 3),
    ]);
    expect(estimatedStarts(state, minutes(30)).get(2)).toEqual(
      new Date(NOW.getTime() + minutes(25)),
    );
  });

  it('are none without tables', () => {
    expect(estimatedStarts(board([match(1, 1, 2)], { tables: [] }), minutes(30)).size).toBe(0);
  });
});
