// Racks scored at the table, queued on the device and sent in order. A club's Wi-Fi drops for a
// minute: the scorer keeps tapping, the racks wait here (and in localStorage, so a reload or a
// dead battery loses nothing), and go out when the connection returns. Each rack carries a key,
// so a rack whose answer was lost is sent again without counting twice (the upstream keeps the
// keys), and the score the device saw, so a rack is refused rather than added on top of a score
// another device changed meanwhile. A refusal stops the queue until the scorer decides. Each
// signed-in user has a queue of their own: racks a scorer left unsent go out only under their
// own session, never under the next person's who signs in on that phone.
import { createExternalStore, type Timers } from '../../lib/external-store';
import { createRetries } from './retries';

export interface RackScore {
  score1: number;
  score2: number;
}

export interface QueuedRack {
  key: string;
  player: 1 | 2;
  delta: 1 | -1;
  /** The score the device showed before this rack. */
  from: RackScore;
}

export type SyncState =
  | { kind: 'synced' }
  | { kind: 'sending' }
  /** No answer (offline, the server down): sent again after a while, or when the network returns. */
  | { kind: 'waiting' }
  /** The server refused the first queued rack: the scorer sends them again on the new score or drops them. */
  | { kind: 'refused'; message: string };

export interface MatchQueue {
  racks: QueuedRack[];
  state: SyncState;
}

/** What became of one rack sent: its match as saved, a retry later, or a refusal. */
export type SendOutcome<M> =
  { kind: 'saved'; match: M } | { kind: 'retry' } | { kind: 'refused'; message: string };

export interface RackQueueDeps<M> {
  send(matchId: number, rack: QueuedRack): Promise<SendOutcome<M>>;
  /** The match as the server saved it after a rack. */
  saved(match: M): void;
  /** The server refused a rack: the caller re-reads the match to show its score. */
  refused(matchId: number): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where this user's racks are kept (storageKeyOf). */
  storageKey: string;
  timers: Timers;
  newKey(): string;
}

/**
 * The storage of one user's racks. Version 1 kept every user's racks together: those left from
 * it have no known scorer, so they are never sent.
 */
export const storageKeyOf = (userId: number) => `bidahub.rack-queue.v2:${userId}`;
const EMPTY: MatchQueue = { racks: [], state: { kind: 'synced' } };

/** The score the device shows: the server's, with the racks not yet sent. */
export function shownScore(server: RackScore, racks: readonly QueuedRack[]): RackScore {
  let { score1, score2 } = server;
  for (const rack of racks) {
    if (rack.player === 1) score1 += rack.delta;
    else score2 += rack.delta;
  }
  return { score1, score2 };
}

const sameScore = (a: RackScore, b: RackScore) => a.score1 === b.score1 && a.score2 === b.score2;

/**
 * The score the scorer sees: the server's, with the racks it has not counted yet. A live update
 * may bring the server's score with a rack in it before that rack's own answer has taken it off
 * the queue: a first rack whose result is the server's score, from another, is counted already
 * (added again, a 1 showed as 2 for a moment, and the next tap was taken for the deciding one).
 */
export function displayedScore(server: RackScore, racks: readonly QueuedRack[]): RackScore {
  let pending = racks;
  while (pending[0]) {
    const [first, ...rest] = pending;
    const counted =
      !sameScore(first.from, server) && sameScore(shownScore(first.from, [first]), server);
    if (!counted) break;
    pending = rest;
  }
  return shownScore(server, pending);
}

/** The racks again, each `from` recomputed on top of the server's score. */
function rebased(server: RackScore, racks: readonly QueuedRack[]): QueuedRack[] {
  let from = server;
  return racks.map((rack) => {
    const next = { ...rack, from };
    from = shownScore(from, [rack]);
    return next;
  });
}

function readStored(
  storage: RackQueueDeps<unknown>['storage'],
  key: string,
): Record<number, MatchQueue> {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? '{}') as Record<string, QueuedRack[]>;
    const queues: Record<number, MatchQueue> = {};
    for (const [id, racks] of Object.entries(stored)) {
      // Racks from before the reload wait for the match page to send them.
      if (Array.isArray(racks) && racks.length > 0) {
        queues[Number(id)] = { racks, state: { kind: 'waiting' } };
      }
    }
    return queues;
  } catch {
    return {};
  }
}

export function createRackQueue<M>(deps: RackQueueDeps<M>) {
  const store = createExternalStore<Record<number, MatchQueue>>(
    readStored(deps.storage, deps.storageKey),
  );
  const sending = new Map<number, string>();
  const retries = createRetries(deps.timers, (matchId) => void flush(matchId));

  const queueOf = (matchId: number): MatchQueue => store.get()[matchId] ?? EMPTY;

  function update(matchId: number, change: (queue: MatchQueue) => MatchQueue) {
    store.set((all) => {
      const next = change(all[matchId] ?? EMPTY);
      const rest = Object.fromEntries(
        Object.entries(all).filter(([id]) => Number(id) !== matchId),
      ) as Record<number, MatchQueue>;
      // A match with nothing queued and nothing to say leaves the store (and the storage).
      return next.racks.length === 0 && next.state.kind === 'synced'
        ? rest
        : { ...rest, [matchId]: next };
    });
    persist();
  }

  function persist() {
    const racks: Record<number, QueuedRack[]> = {};
    for (const [id, queue] of Object.entries(store.get())) {
      if (queue.racks.length > 0) racks[Number(id)] = queue.racks;
    }
    try {
      deps.storage?.setItem(deps.storageKey, JSON.stringify(racks));
    } catch {
      // Storage full or denied: the racks still live in memory until they are sent.
    }
  }

  /**
   * Sends the match's racks in order, one at a time, until none is left or one cannot go. Called
   * again while a retry waits, it sends at once.
   */
  async function flush(matchId: number): Promise<void> {
    if (sending.has(matchId)) return;
    if (queueOf(matchId).state.kind === 'refused') return;
    retries.cancel(matchId);
    for (;;) {
      const head = queueOf(matchId).racks[0];
      if (!head) {
        retries.reset(matchId);
        update(matchId, (queue) => ({ ...queue, state: { kind: 'synced' } }));
        return;
      }
      sending.set(matchId, head.key);
      update(matchId, (queue) => ({ ...queue, state: { kind: 'sending' } }));
      const outcome = await deps.send(matchId, head).catch(() => ({ kind: 'retry' }) as const);
      sending.delete(matchId);
      if (outcome.kind === 'retry') {
        update(matchId, (queue) => ({ ...queue, state: { kind: 'waiting' } }));
        retries.schedule(matchId);
        return;
      }
      if (outcome.kind === 'refused') {
        retries.reset(matchId);
        update(matchId, (queue) => ({
          ...queue,
          state: { kind: 'refused', message: outcome.message },
        }));
        deps.refused(matchId);
        return;
      }
      retries.reset(matchId);
      // The server's score first, then the rack off the queue: the shown score never dips.
      deps.saved(outcome.match);
      update(matchId, (queue) => ({
        ...queue,
        racks: queue.racks.filter((rack) => rack.key !== head.key),
      }));
    }
  }

  return {
    store,
    queueOf,
    /**
     * Queues one rack on top of what the device shows (`server`: the score the server last sent)
     * and starts sending. Every tap counts, however quick (a scorer catching up on two racks):
     * the scoreboard shows it at once, and a −1 right after a +1 of the same player that has not
     * left yet takes it back instead of queueing both.
     */
    add(matchId: number, server: RackScore, player: 1 | 2, delta: 1 | -1): void {
      const { racks } = queueOf(matchId);
      const tail = racks.at(-1);
      if (
        tail &&
        tail.player === player &&
        tail.delta === -delta &&
        sending.get(matchId) !== tail.key
      ) {
        update(matchId, (queue) => {
          const left = queue.racks.slice(0, -1);
          return { racks: left, state: left.length === 0 ? { kind: 'synced' } : queue.state };
        });
        return;
      }
      const rack: QueuedRack = {
        key: deps.newKey(),
        player,
        delta,
        from: displayedScore(server, racks),
      };
      update(matchId, (queue) => ({ ...queue, racks: [...queue.racks, rack] }));
      void flush(matchId);
    },
    flush,
    /** Every match with racks waiting, now (the network is back, the phone woke up). */
    flushAll() {
      for (const id of Object.keys(store.get())) void flush(Number(id));
    },
    /** After a refusal: the racks again on top of the server's score, sent at once. */
    resend(matchId: number, server: RackScore) {
      update(matchId, (queue) => ({
        racks: rebased(server, queue.racks),
        state: { kind: 'waiting' },
      }));
      void flush(matchId);
    },
    /** After a refusal: the device's racks dropped, the server's score kept. */
    discard(matchId: number) {
      retries.cancel(matchId);
      update(matchId, () => EMPTY);
    },
    /** Another user signed in: no retry of this one's racks fires (they stay stored). */
    dispose() {
      retries.dispose();
    },
  };
}

export type RackQueue<M> = ReturnType<typeof createRackQueue<M>>;
