// The scorer's queue at the table: racks tapped through a dropped connection are kept, sent in
// order when it returns, counted once however often they are sent, kept across a reload, and a
// change from another device is shown instead of being overwritten.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRackQueue,
  shownScore,
  storageKeyOf,
  type QueuedRack,
  type RackScore,
  type SendOutcome,
} from '../../src/client/features/matches/rack-queue';

/** The upstream's rule in small: a key counts once; a rack on another score is refused. */
class FakeServer {
  score: RackScore = { score1: 0, score2: 0 };
  readonly keys = new Set<string>();
  online = true;
  /** The next answer is lost on the way back, after the rack was applied. */
  loseNextAnswer = false;

  apply(rack: QueuedRack): SendOutcome<RackScore> {
    if (!this.online) return { kind: 'retry' };
    if (!this.keys.has(rack.key)) {
      if (rack.from.score1 !== this.score.score1 || rack.from.score2 !== this.score.score2) {
        return { kind: 'refused', message: 'Tỉ số đã được thay đổi từ một thiết bị khác' };
      }
      this.keys.add(rack.key);
      this.score = shownScore(this.score, [rack]);
    }
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      return { kind: 'retry' };
    }
    return { kind: 'saved', match: { ...this.score } };
  }
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

const MATCH = 7;

const SCORER = 41;
const STORAGE_KEY = storageKeyOf(SCORER);

function setup(server = new FakeServer(), storage = new MemoryStorage(), scorer = SCORER) {
  let keys = 0;
  let shown: RackScore = { ...server.score };
  const refused: number[] = [];
  const queue = createRackQueue<RackScore>({
    send: async (_id, rack) => server.apply(rack),
    saved: (match) => (shown = match),
    refused: (id) => refused.push(id),
    storage,
    storageKey: storageKeyOf(scorer),
    timers: {
      setTimeout: (f, ms) => setTimeout(f, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
    newKey: () => `key-${++keys}`,
  });
  /** A tap on the scoreboard, as the page makes it: on top of the server's last score. */
  const tap = (player: 1 | 2, delta: 1 | -1 = 1) => queue.add(MATCH, shown, player, delta);
  const display = () => shownScore(shown, queue.queueOf(MATCH).racks);
  return { queue, server, storage, tap, display, refused, serverShown: () => shown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the rack queue', () => {
  it('keeps scoring offline, shows the score with the racks not sent, and sends them in order when the network returns', async () => {
    const { queue, server, tap, display } = setup();
    server.online = false;
    tap(1);
    tap(1);
    tap(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(display()).toEqual({ score1: 2, score2: 1 });
    expect(queue.queueOf(MATCH).state.kind).toBe('waiting');
    expect(queue.queueOf(MATCH).racks).toHaveLength(3);
    expect(server.score).toEqual({ score1: 0, score2: 0 });

    server.online = true;
    queue.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.score).toEqual({ score1: 2, score2: 1 });
    expect(queue.queueOf(MATCH)).toMatchObject({ racks: [], state: { kind: 'synced' } });
    expect(display()).toEqual({ score1: 2, score2: 1 });
  });

  it('retries by itself with a growing wait, without the network event', async () => {
    const { queue, server, tap } = setup();
    server.online = false;
    tap(2);
    await vi.advanceTimersByTimeAsync(0);
    server.online = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(server.score.score2).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.score.score2).toBe(1);
    expect(queue.queueOf(MATCH).state.kind).toBe('synced');
  });

  it('counts a rack once when its answer was lost and it is sent again', async () => {
    const { queue, server, tap, display } = setup();
    server.loseNextAnswer = true;
    tap(1);
    await vi.advanceTimersByTimeAsync(0);
    // Applied on the server, unknown to the device: still queued.
    expect(server.score.score1).toBe(1);
    expect(queue.queueOf(MATCH).racks).toHaveLength(1);
    queue.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.score).toEqual({ score1: 1, score2: 0 });
    expect(server.keys.size).toBe(1);
    expect(display()).toEqual({ score1: 1, score2: 0 });
  });

  it('keeps the racks not sent across a reload, and sends them from the new page', async () => {
    const server = new FakeServer();
    const storage = new MemoryStorage();
    const before = setup(server, storage);
    server.online = false;
    before.tap(1);
    before.tap(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(storage.items.get(STORAGE_KEY) ?? '{}')[MATCH]).toHaveLength(2);

    server.online = true;
    const after = setup(server, storage);
    expect(after.queue.queueOf(MATCH)).toMatchObject({ state: { kind: 'waiting' } });
    await after.queue.flush(MATCH);
    expect(server.score).toEqual({ score1: 1, score2: 1 });
    expect(JSON.parse(storage.items.get(STORAGE_KEY) ?? '{}')).toEqual({});
  });

  it('keeps each scorer’s racks to their own session: another user signing in sends none of them', async () => {
    const server = new FakeServer();
    const storage = new MemoryStorage();
    const first = setup(server, storage);
    server.online = false;
    first.tap(1);
    await vi.advanceTimersByTimeAsync(0);
    first.queue.dispose();

    // Someone else signs in on the same phone, back online: nothing of the first scorer's goes.
    server.online = true;
    const other = setup(server, storage, SCORER + 1);
    expect(other.queue.queueOf(MATCH).racks).toEqual([]);
    other.queue.flushAll();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.score).toEqual({ score1: 0, score2: 0 });

    // The first scorer signs in again: their rack goes out, once.
    const again = setup(server, storage);
    await again.queue.flush(MATCH);
    expect(server.score).toEqual({ score1: 1, score2: 0 });
  });

  it('stops at a change from another device, then sends on the new score or drops its racks', async () => {
    const { queue, server, tap, display, refused } = setup();
    server.online = false;
    tap(1);
    tap(1);
    await vi.advanceTimersByTimeAsync(0);
    // The organiser's tablet scored for player 2 meanwhile.
    server.score = { score1: 0, score2: 1 };
    server.online = true;
    queue.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.queueOf(MATCH).state).toEqual({
      kind: 'refused',
      message: 'Tỉ số đã được thay đổi từ một thiết bị khác',
    });
    expect(refused).toEqual([MATCH]);
    expect(server.score).toEqual({ score1: 0, score2: 1 });
    // Nothing more goes out until the scorer decides, whatever the network does.
    queue.flushAll();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.score).toEqual({ score1: 0, score2: 1 });

    queue.resend(MATCH, server.score);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.score).toEqual({ score1: 2, score2: 1 });
    expect(display()).toEqual({ score1: 2, score2: 1 });

    server.online = false;
    tap(2);
    await vi.advanceTimersByTimeAsync(0);
    server.score = { score1: 3, score2: 1 };
    server.online = true;
    queue.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    queue.discard(MATCH);
    expect(queue.queueOf(MATCH)).toMatchObject({ racks: [], state: { kind: 'synced' } });
    expect(server.score).toEqual({ score1: 3, score2: 1 });
  });

  it('counts quick taps each, and a −1 takes back a rack not yet sent', async () => {
    const { queue, server, display } = setup();
    server.online = false;
    queue.add(MATCH, server.score, 1, 1);
    queue.add(MATCH, server.score, 1, 1);
    queue.add(MATCH, server.score, 2, 1);
    queue.add(MATCH, server.score, 2, -1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.queueOf(MATCH).racks.map((r) => [r.player, r.delta])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(display()).toEqual({ score1: 2, score2: 0 });
    server.online = true;
    queue.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.score).toEqual({ score1: 2, score2: 0 });
  });
});
