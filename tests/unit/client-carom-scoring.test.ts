// The carom scorer's phone: the protocol kept through a dropped connection and a reload, sent
// whole and counted once, a change from another device shown instead of overwritten; and the
// protocol read as a sheet of innings with running totals.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inningRows, runIndex } from '../../src/client/features/matches/carom-view';
import { clockTone, secondsLeft } from '../../src/client/features/matches/shot-clock';
import {
  createProtocolQueue,
  protocolStorageKeyOf,
  type PendingProtocol,
} from '../../src/client/features/matches/protocol-queue';
import type { SendOutcome } from '../../src/client/features/matches/rack-queue';
import { sameGame } from '../../src/shared/carom';
import type { CaromProtocol } from '../../src/shared/schemas/matches';

/** The upstream's rule in small: the same protocol again changes nothing; another base is refused. */
class FakeServer {
  protocol: CaromProtocol | null = null;
  online = true;
  writes = 0;

  apply({ base, want }: PendingProtocol): SendOutcome<CaromProtocol | null> {
    if (!this.online) return { kind: 'retry' };
    if (!sameGame(this.protocol, want)) {
      if (!sameGame(this.protocol, base)) {
        return { kind: 'refused', message: 'Tỉ số đã được thay đổi từ một thiết bị khác' };
      }
      this.protocol = want;
      this.writes += 1;
    }
    return { kind: 'saved', match: this.protocol };
  }
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

const MATCH = 9;
const SCORER = 12;
const game = (runs: number[]): CaromProtocol => ({
  breaker: 1,
  runs,
  penaltyWinner: null,
  extensions: [0, 0],
  current: 0,
});

function setup(server = new FakeServer(), storage = new MemoryStorage()) {
  const refused: number[] = [];
  const queue = createProtocolQueue<CaromProtocol | null>({
    send: async (_id, pending) => server.apply(pending),
    saved: () => undefined,
    refused: (id) => refused.push(id),
    storage,
    storageKey: protocolStorageKeyOf(SCORER),
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  });
  return { queue, server, storage, refused };
}

describe('the carom protocol queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps innings entered offline, across a reload, and sends the latest once back online', async () => {
    const { queue, server, storage } = setup();
    server.online = false;
    queue.set(MATCH, null, game([]));
    queue.set(MATCH, null, game([2]));
    queue.set(MATCH, null, game([2, 0]));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.slotOf(MATCH).state.kind).toBe('waiting');
    expect(server.protocol).toBeNull();

    // The phone reloads: the protocol is still there, built on what the server had (nothing).
    const reloaded = setup(server, storage);
    expect(reloaded.queue.slotOf(MATCH).pending).toEqual({
      base: null,
      want: game([2, 0]),
      confirm: false,
    });
    server.online = true;
    await reloaded.queue.flush(MATCH);
    expect(server.protocol).toEqual(game([2, 0]));
    expect(server.writes).toBe(1);
    expect(reloaded.queue.slotOf(MATCH)).toEqual({ pending: null, state: { kind: 'synced' } });
    expect(JSON.parse(storage.getItem(protocolStorageKeyOf(SCORER)) ?? '{}')).toEqual({});
  });

  it('retries after a lost answer without counting twice, and by itself after a while', async () => {
    const { queue, server } = setup();
    server.online = false;
    queue.set(MATCH, null, game([3]));
    await vi.advanceTimersByTimeAsync(0);
    server.online = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.protocol).toEqual(game([3]));
    // Sent again (a second tab, a retry): the same protocol changes nothing.
    expect(server.apply({ base: null, want: game([3]), confirm: false }).kind).toBe('saved');
    expect(server.writes).toBe(1);
  });

  it('stops on a change from another device, then overwrites or drops as the scorer says', async () => {
    const { queue, server, refused } = setup();
    server.protocol = game([1]);
    server.online = false;
    queue.set(MATCH, game([1]), game([1, 4]));
    await vi.advanceTimersByTimeAsync(0);
    // The tablet at the desk corrects inning 1 meanwhile.
    server.protocol = game([2]);
    server.online = true;
    await queue.flush(MATCH);
    expect(queue.slotOf(MATCH).state).toEqual({
      kind: 'refused',
      message: 'Tỉ số đã được thay đổi từ một thiết bị khác',
    });
    expect(refused).toEqual([MATCH]);
    expect(server.protocol).toEqual(game([2]));

    queue.resend(MATCH, server.protocol);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.protocol).toEqual(game([1, 4]));

    server.protocol = game([5]);
    queue.set(MATCH, game([1, 4]), game([1, 4, 0]));
    await vi.advanceTimersByTimeAsync(0);
    queue.discard(MATCH);
    expect(queue.slotOf(MATCH).pending).toBeNull();
    expect(server.protocol).toEqual(game([5]));
  });
});

describe('the protocol as a sheet', () => {
  it('puts both players’ runs on one row per inning, with running totals', () => {
    // Player 2 broke: runs alternate 2, 1, 2, 1…
    const protocol: CaromProtocol = {
      breaker: 2,
      runs: [3, 0, 1, 2, 0],
      penaltyWinner: null,
      extensions: [0, 0],
      current: 0,
    };
    expect(inningRows(protocol)).toEqual([
      { inning: 1, runs: [0, 3], totals: [0, 3] },
      { inning: 2, runs: [2, 1], totals: [2, 4] },
      { inning: 3, runs: [null, 0], totals: [2, 4] },
    ]);
    expect(runIndex(protocol, 2, 1)).toBe(3);
    expect(runIndex(protocol, 3, 2)).toBe(4);
  });
});

describe('the shot clock', () => {
  it('counts whole seconds down to zero, and hurries in the last ten', () => {
    const until = 40_000;
    expect(secondsLeft(until, 0)).toBe(40);
    expect(secondsLeft(until, 30_001)).toBe(10);
    expect(secondsLeft(until, 39_999)).toBe(1);
    expect(secondsLeft(until, 45_000)).toBe(0);
    expect([41, 11, 10, 1, 0].map(clockTone)).toEqual(['gray', 'gray', 'orange', 'orange', 'red']);
  });
});
