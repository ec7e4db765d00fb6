// Matches: the service the routes use, composed of what a viewer sees (match-reads.ts) and what a
// tournament's managers and referees do with them (match-changes.ts, results in match-results.ts),
// the corrections and reverts of results with their history (match-corrections.ts), and the
// final scores its players report (match-reports.ts), the endings a manager awards instead of
// a played result (match-awards.ts), and the protests against a result (match-protests.ts).
import type { Db } from '../../db/client';
import { createMatchAwards } from './match-awards';
import { createMatchChanges } from './match-changes';
import { createMatchCorrections } from './match-corrections';
import { createMatchProtocol } from './match-protocol';
import { createMatchProtests } from './match-protests';
import { createMatchReads } from './match-reads';
import { createMatchReports } from './match-reports';

export { loadMatches, matchesByIds, playedBy } from './match-reads';

export interface MatchServiceOptions {
  now?: () => Date;
}

export function createMatchService(db: Db, options: MatchServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const reads = createMatchReads(db);
  const changes = { now, get: reads.get };
  return {
    ...reads,
    ...createMatchChanges(db, changes),
    ...createMatchAwards(db, changes),
    ...createMatchProtocol(db, changes),
    ...createMatchCorrections(db, changes),
    ...createMatchReports(db, changes),
    ...createMatchProtests(db, changes),
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
