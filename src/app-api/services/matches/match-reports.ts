// The final score, reported at the table. Where a tournament lets its players score, either
// player of a match on a table reports it; the opponent reporting the same score decides the
// match, another score makes it a dispute, which the organiser or the referee decides by
// reporting the result themselves (their report decides at once); they are told of the dispute
// at once (a 'dispute' notice, in-app and by Web Push).
import { eq } from 'drizzle-orm';
import type { Match } from '../../../shared/schemas/matches';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertDecisive, lockUndecided } from './match-changes';
import { finishMatch } from './match-results';
import { openDispute, reportOf } from './match-report-state';

export function createMatchReports(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User | null) => Promise<Match> },
) {
  async function report(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockUndecided(tx, id, actor);
      const { row, tournament } = locked;
      assertDecisive(row, result.score1, result.score2);
      const at = now();
      // The manager's or the referee's report decides; a player's waits for the opponent.
      if (locked.manager || row.refereeId === actor.id) {
        await finishMatch(tx, tournament, row, result, actor.id, at);
        return;
      }
      if (row.disputedAt !== null) throw AppApiError.conflict(APP_API_MESSAGES.reportDisputed);
      const opponentReported = row.reportedBy !== null && row.reportedBy !== actor.id;
      if (!opponentReported) {
        // The first report, or the reporter's own again (a slip corrected before confirmation).
        await tx
          .update(matches)
          .set(reportOf(actor.id, result, at))
          .where(eq(matches.id, id));
      } else if (row.reportedScore1 === result.score1 && row.reportedScore2 === result.score2) {
        await finishMatch(tx, tournament, row, result, actor.id, at);
      } else {
        await openDispute(tx, tournament, row, at);
      }
    });
    return get(id, actor);
  }

  return { report };
}
