// Tournaments: the service the routes use, composed of its readers' side (tournament-reads.ts),
// the organiser's changes (tournament-changes.ts), registration (tournament-registration.ts) and
// check-in at the venue (check-in.ts) and the table board (board.ts).
import type { Db } from '../../db/client';
import { createBoard } from './board';
import { createCheckIn } from './check-in';
import { createTournamentChanges } from './tournament-changes';
import { createTournamentReads } from './tournament-reads';
import { createTournamentRegistration } from './tournament-registration';

export { loadTournamentSummaries, tournamentSummariesByIds } from './tournament-summaries';

export interface TournamentServiceOptions {
  now?: () => Date;
}

export function createTournamentService(db: Db, options: TournamentServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const reads = createTournamentReads(db, { now });
  return {
    ...reads,
    ...createTournamentChanges(db, { now, get: reads.get }),
    ...createTournamentRegistration(db, { now, get: reads.get }),
    ...createCheckIn(db, { now, get: reads.get, players: reads.players }),
    board: createBoard(db, { now }),
  };
}

export type TournamentService = ReturnType<typeof createTournamentService>;
