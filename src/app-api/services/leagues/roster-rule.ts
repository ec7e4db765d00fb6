// A league's roster rule: each team holds at most `rosterMax` players, and once the rosters lock
// (when the organiser starts the league, or on the day the league set) the captains neither
// invite nor accept; a roster then changes only by the organiser's invitation. A season's
// lineups are drawn from rosters that stand still.
import { and, count, eq } from 'drizzle-orm';
import type { RosterRule } from '../../../shared/schemas/leagues';
import { vietnamDay } from '../../../shared/tour-rules';
import type { Db } from '../../db/client';
import { leagueMembers, type LeagueRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';

type RosterFields = Pick<LeagueRow, 'rosterLocksOn' | 'status' | 'rosterMax'>;

/** The rule as a team's page shows it, on `at`'s Vietnamese day. */
export function rosterRuleOf(league: RosterFields, at: Date): RosterRule {
  const locksOn = league.rosterLocksOn;
  const locked = locksOn === null ? league.status !== 'registration' : vietnamDay(at) >= locksOn;
  return { locksOn, locked, max: league.rosterMax };
}

/**
 * Refuses a roster change the rule does not allow: a captain's once the roster is locked, and
 * any that would take the team past its size (`pending` counts invitations still unanswered).
 */
export async function assertRosterChange(
  tx: Db,
  league: LeagueRow,
  teamId: number,
  change: { byOrganizer: boolean; pending: boolean },
): Promise<void> {
  if (!change.byOrganizer && rosterRuleOf(league, new Date()).locked) {
    throw AppApiError.conflict(APP_API_MESSAGES.rosterLocked);
  }
  const [held] = await tx
    .select({ n: count() })
    .from(leagueMembers)
    .where(
      and(
        eq(leagueMembers.teamId, teamId),
        change.pending ? undefined : eq(leagueMembers.status, 'active'),
      ),
    );
  if ((held?.n ?? 0) >= league.rosterMax) throw AppApiError.conflict(APP_API_MESSAGES.rosterFull);
}
