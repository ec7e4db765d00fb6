// The app's one carom protocol queue (protocol-queue.ts) per signed-in user (per-user-queue.ts),
// wired like the rack queue (rack-sync.ts): it sends through the tRPC client, writes each saved
// match into the cache, and sends what waits as soon as the network returns or the phone wakes up.
import { useEffect } from 'react';
import type { Match } from '../../../shared/schemas/matches';
import { browserTimers } from '../../lib/external-store';
import { perUserQueue } from '../../lib/per-user-queue';
import { trpc } from '../../lib/trpc';
import { useStore } from '../../lib/use-store';
import {
  createProtocolQueue,
  protocolStorageKeyOf,
  type ProtocolQueue,
  type ProtocolSlot,
} from './protocol-queue';
import { storeChangedMatch } from '../../lib/match-cache';
import { announceWinner, scoringStorage, sendOutcome, type Utils } from './rack-sync';

/** The signed-in user's queue: another user signing in on this phone gets their own. */
const queueFor = perUserQueue((utils: Utils, userId: number) =>
  createProtocolQueue<Match>({
    send: (matchId, { want, base, confirm }) =>
      sendOutcome(() =>
        utils.client.matches.protocol.mutate({ id: matchId, protocol: want, from: base, confirm }),
      ),
    saved(match, sent) {
      storeChangedMatch(utils, match);
      // The confirmation's answer, even when the live update told the page first.
      if (sent.confirm && match.status === 'finished') announceWinner(match);
    },
    refused(matchId) {
      void utils.matches.get.invalidate({ id: matchId });
    },
    storage: scoringStorage(),
    storageKey: protocolStorageKeyOf(userId),
    timers: browserTimers,
  }),
);

/** The match's protocol waiting on this device (the signed-in scorer's), and the queue. */
export function useProtocolQueue(
  matchId: number,
  userId: number,
): { slot: ProtocolSlot; queue: ProtocolQueue<Match> } {
  const utils = trpc.useUtils();
  const queue = queueFor(utils, userId);
  const all = useStore(queue.store);
  // A protocol left from an earlier visit (a reload, a closed tab) goes out once the page is back.
  useEffect(() => {
    void queue.flush(matchId);
  }, [queue, matchId]);
  return { slot: all[matchId] ?? queue.slotOf(matchId), queue };
}
