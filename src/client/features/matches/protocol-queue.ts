// A carom scorer's protocol, kept on the device until the server has it. Unlike pool's racks
// (rack-queue.ts), what waits is one whole protocol per match, not a list of changes: the latest
// one the scorer made, and `base`, the protocol the server had when the device started changing
// it. Sending a whole protocol twice counts once (the upstream compares), so no keys are needed;
// `base` makes the upstream refuse it when another device changed the match meanwhile. Kept in
// localStorage per user, like the racks: a reload or a dead battery loses no inning.
import { sameGame } from '../../../shared/carom';
import type { CaromProtocol } from '../../../shared/schemas/matches';
import { createExternalStore, type Timers } from '../../lib/external-store';
import type { SendOutcome, SyncState } from './rack-queue';
import { createRetries } from './retries';

export interface PendingProtocol {
  /** The protocol on the server when this device's changes began (null: none yet). */
  base: CaromProtocol | null;
  /** The protocol the scorer made. */
  want: CaromProtocol;
  /** The scorer confirmed the finished game. */
  confirm: boolean;
}

export interface ProtocolSlot {
  pending: PendingProtocol | null;
  state: SyncState;
}

export interface ProtocolQueueDeps<M> {
  send(matchId: number, pending: PendingProtocol): Promise<SendOutcome<M>>;
  /** The match as the server saved it after `sent`. */
  saved(match: M, sent: PendingProtocol): void;
  refused(matchId: number): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  storageKey: string;
  timers: Timers;
}

export const protocolStorageKeyOf = (userId: number) => `bidahub.carom-protocol.v1:${userId}`;
const EMPTY: ProtocolSlot = { pending: null, state: { kind: 'synced' } };

function readStored(storage: ProtocolQueueDeps<unknown>['storage'], key: string) {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? '{}') as Record<string, PendingProtocol>;
    const slots: Record<number, ProtocolSlot> = {};
    for (const [id, pending] of Object.entries(stored)) {
      if (pending && Array.isArray(pending.want?.runs)) {
        slots[Number(id)] = { pending, state: { kind: 'waiting' } };
      }
    }
    return slots;
  } catch {
    return {};
  }
}

export function createProtocolQueue<M>(deps: ProtocolQueueDeps<M>) {
  const store = createExternalStore<Record<number, ProtocolSlot>>(
    readStored(deps.storage, deps.storageKey),
  );
  const sending = new Set<number>();
  const retries = createRetries(deps.timers, (matchId) => void flush(matchId));
  const slotOf = (matchId: number): ProtocolSlot => store.get()[matchId] ?? EMPTY;

  function update(matchId: number, change: (slot: ProtocolSlot) => ProtocolSlot) {
    store.set((all) => {
      const next = change(all[matchId] ?? EMPTY);
      const rest = Object.fromEntries(
        Object.entries(all).filter(([id]) => Number(id) !== matchId),
      ) as Record<number, ProtocolSlot>;
      return next.pending === null && next.state.kind === 'synced'
        ? rest
        : { ...rest, [matchId]: next };
    });
    const stored: Record<number, PendingProtocol> = {};
    for (const [id, slot] of Object.entries(store.get())) {
      if (slot.pending) stored[Number(id)] = slot.pending;
    }
    try {
      deps.storage?.setItem(deps.storageKey, JSON.stringify(stored));
    } catch {
      // Storage full or denied: the protocol still lives in memory until it is sent.
    }
  }

  /** Sends the latest protocol until the server has it, or it cannot go now. */
  async function flush(matchId: number): Promise<void> {
    if (sending.has(matchId) || slotOf(matchId).state.kind === 'refused') return;
    retries.cancel(matchId);
    for (;;) {
      const pending = slotOf(matchId).pending;
      if (!pending) {
        retries.reset(matchId);
        update(matchId, (slot) => ({ ...slot, state: { kind: 'synced' } }));
        return;
      }
      sending.add(matchId);
      update(matchId, (slot) => ({ ...slot, state: { kind: 'sending' } }));
      const outcome = await deps.send(matchId, pending).catch(() => ({ kind: 'retry' }) as const);
      sending.delete(matchId);
      if (outcome.kind === 'retry') {
        update(matchId, (slot) => ({ ...slot, state: { kind: 'waiting' } }));
        retries.schedule(matchId);
        return;
      }
      retries.reset(matchId);
      if (outcome.kind === 'refused') {
        update(matchId, (slot) => ({
          ...slot,
          state: { kind: 'refused', message: outcome.message },
        }));
        deps.refused(matchId);
        return;
      }
      deps.saved(outcome.match, pending);
      // The scorer may have changed it again while it was on its way: that change now builds
      // on what the server has, and goes next.
      update(matchId, (slot) => {
        const now = slot.pending;
        if (!now) return slot;
        const done = sameGame(now.want, pending.want) && now.confirm === pending.confirm;
        return { ...slot, pending: done ? null : { ...now, base: pending.want } };
      });
    }
  }

  return {
    store,
    slotOf,
    /** The scorer's new protocol, on top of `server` (the server's last known one); sent at once. */
    set(matchId: number, server: CaromProtocol | null, want: CaromProtocol, confirm = false) {
      update(matchId, (slot) => ({
        ...slot,
        pending: { base: slot.pending ? slot.pending.base : server, want, confirm },
      }));
      void flush(matchId);
    },
    flush,
    flushAll() {
      for (const id of Object.keys(store.get())) void flush(Number(id));
    },
    /** After a refusal: the device's protocol over the server's (`server` becomes the base). */
    resend(matchId: number, server: CaromProtocol | null) {
      update(matchId, (slot) => ({
        pending: slot.pending && { ...slot.pending, base: server },
        state: { kind: 'waiting' },
      }));
      void flush(matchId);
    },
    /** After a refusal: the device's protocol dropped, the server's kept. */
    discard(matchId: number) {
      retries.cancel(matchId);
      update(matchId, () => EMPTY);
    },
    dispose: retries.dispose,
  };
}

export type ProtocolQueue<M> = ReturnType<typeof createProtocolQueue<M>>;
