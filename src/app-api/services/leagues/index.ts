// Team leagues (issue 42): leagues, teams and rosters, the schedule, and team matches played.
// This file is the domain's door: the rest of the upstream imports the leagues only from here.
import type { Db } from '../../db/client';
import { createLeagueChanges } from './league-changes';
import { createLeagueReads } from './league-reads';
import { createTeamMatchPlay } from './team-match-play';

export { teamMatchSummariesByIds } from './league-views';
export { startTeamMatchReminders } from './reminders';

export function createLeagueService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    ...createLeagueReads(db, { now }),
    ...createLeagueChanges(db),
    ...createTeamMatchPlay(db),
  };
}

export type LeagueService = ReturnType<typeof createLeagueService>;
