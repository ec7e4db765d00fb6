// One way to write a match into the query cache, for every source that brings one: the live
// stream, a scored rack's answer, a mutation's saved match. Answers can cross on the way (a
// refetch sent before a rack, answered after it), so the newest state wins, by `updatedAt`.
import type { Match } from '../../shared/schemas/matches';
import type { trpc } from './trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

export function storeMatch(utils: Utils, match: Match): void {
  // A read of this match still in flight may answer with an older state: it is dropped.
  void utils.matches.get.cancel({ id: match.id });
  utils.matches.get.setData({ id: match.id }, (current) =>
    current && Date.parse(current.updatedAt) > Date.parse(match.updatedAt) ? current : match,
  );
}

/** A match the caller just changed: stored, and its tournament's list of matches read again. */
export function storeChangedMatch(utils: Utils, match: Match): void {
  storeMatch(utils, match);
  void utils.tournaments.matches.invalidate({ id: match.tournament.id });
}
