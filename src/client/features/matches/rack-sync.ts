// The app's one rack queue (rack-queue.ts) per signed-in user (per-user-queue.ts), wired to the
// server, the query cache and the browser: it sends through the tRPC client, writes each saved
// match into the cache, and sends what waits as soon as the network returns or the phone wakes up.
import { useEffect } from 'react';
import { useStore } from '../../lib/use-store';
import { browserTimers } from '../../lib/external-store';
import { callErrorInfo } from '../../lib/call-errors';
import { httpStatusOf } from '../../lib/http-status';
import { notify } from '../../lib/toast-store';
import { perUserQueue } from '../../lib/per-user-queue';
import { storeChangedMatch } from '../../lib/match-cache';
import { trpc } from '../../lib/trpc';
import type { Match } from '../../../shared/schemas/matches';
import {
  createRackQueue,
  storageKeyOf,
  type MatchQueue,
  type RackQueue,
  type SendOutcome,
} from './rack-queue';

export type Utils = ReturnType<typeof trpc.useUtils>;

/** A v4 UUID; `randomUUID` needs a secure context, which a club's LAN address is not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** No answer, a server error or too many requests: the rack is sent again later. */
function isTransient(status: number | undefined): boolean {
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** A scoring call's outcome for a queue: saved, to retry later, or refused with its message. */
export async function sendOutcome(call: () => Promise<Match>): Promise<SendOutcome<Match>> {
  try {
    return { kind: 'saved', match: await call() };
  } catch (error) {
    if (isTransient(httpStatusOf(error))) return { kind: 'retry' };
    return { kind: 'refused', message: callErrorInfo(error).message };
  }
}

/** The scorer's word that their last rack or confirmation ended the match. */
export function announceWinner(match: Match): void {
  if (match.winnerId === null) {
    notify.success(`Trận đấu kết thúc: hòa ${match.score1} – ${match.score2}.`);
    return;
  }
  const winner = match.winnerId === match.player1?.id ? match.player1 : match.player2;
  notify.success(`Trận đấu kết thúc: ${winner?.fullName ?? ''} thắng.`);
}

/** A queue's saved match goes into the cache; the one that ended the match says who won. */
function savedMatch(utils: Utils, match: Match): void {
  const before = utils.matches.get.getData({ id: match.id });
  storeChangedMatch(utils, match);
  if (match.status === 'finished' && before?.status !== 'finished') announceWinner(match);
}

export const scoringStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The signed-in user's queue: another user signing in on this phone gets their own. */
const queueFor = perUserQueue((utils: Utils, userId: number) =>
  createRackQueue<Match>({
    send: (matchId, rack) =>
      sendOutcome(() => utils.client.matches.score.mutate({ id: matchId, ...rack })),
    saved: (match) => savedMatch(utils, match),
    refused(matchId) {
      void utils.matches.get.invalidate({ id: matchId });
    },
    storage: scoringStorage(),
    storageKey: storageKeyOf(userId),
    timers: browserTimers,
    newKey,
  }),
);

/** The match's queued racks (the signed-in scorer's) and sync state, and the queue's actions. */
export function useRackQueue(
  matchId: number,
  userId: number,
): { state: MatchQueue; queue: RackQueue<Match> } {
  const utils = trpc.useUtils();
  const rackQueue = queueFor(utils, userId);
  const all = useStore(rackQueue.store);
  // Racks left from an earlier visit (a reload, a closed tab) go out once the page is back.
  useEffect(() => {
    void rackQueue.flush(matchId);
  }, [rackQueue, matchId]);
  return { state: all[matchId] ?? rackQueue.queueOf(matchId), queue: rackQueue };
}
