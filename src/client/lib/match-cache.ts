// One way to write a match into the query cache, for every source that brings one: the live
// stream, a scored rack's answer, a mutation's saved match. Answers can cross on the way (a
// refetch sent before a rack, answered after it), so the newest state wins, by `updatedAt`.
import type { Match, MatchState } from '../../shared/schemas/matches';
import type { trpc } from './trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

function storeMatch(utils: Utils, match: Match): void {
  // A read of this match still in flight may answer with an older state: it is dropped.
  void utils.matches.get.cancel({ id: match.id });
  utils.matches.get.setData({ id: match.id }, (current) => {
    if (current && Date.parse(current.updatedAt) > Date.parse(match.updatedAt)) return current;
    // Where its players go next comes with the page's own read (a manager's): a rack's answer,
    // which leaves it out, keeps it until the match is decided.
    const next = match.next ?? (match.status === 'finished' ? null : (current?.next ?? null));
    return { ...match, next };
  });
}

/**
 * A match's new state from its live stream, which every viewer shares: the viewer's own rights
 * are kept from their own read. A match that starts or stops being playable (finished, reset)
 * may change those rights (a player scores only a match being played), so it is read again.
 */
export function storeLiveMatch(utils: Utils, state: MatchState): void {
  const current = utils.matches.get.getData({ id: state.id });
  if (current) storeMatch(utils, { ...state, next: null, viewer: current.viewer });
  // After storing, which cancels the reads in flight.
  if (!current || playable(current) !== playable(state)) {
    void utils.matches.get.invalidate({ id: state.id });
  }
}

const playable = (match: MatchState) => match.status === 'scheduled' || match.status === 'live';

/** A match the caller just changed: stored, and its tournament's list of matches read again. */
export function storeChangedMatch(utils: Utils, match: Match): void {
  storeMatch(utils, match);
  void utils.tournaments.matches.invalidate({ id: match.tournament.id });
}
