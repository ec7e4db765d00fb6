// The day before a team match, each active player of both teams is told once (in-app and by Web
// Push, as every notice is): "Ngày mai đội bạn thi đấu". "The day before" is the Vietnamese
// calendar day before the match's; a sweep asks every minute, and the notice's unique index
// keeps it to one a player.
import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagueMembers, teamMatches } from '../../db/schema';
import { logger } from '../../logger';
import { writeNotices, type Notice } from '../notifications';
import { startSweep } from '../sweep';

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** Midnight in Vietnam starting the day after `at`'s, as an instant. */
function tomorrowInVietnam(at: Date): Date {
  const local = at.getTime() + VIETNAM_OFFSET_MS;
  return new Date((Math.floor(local / DAY_MS) + 1) * DAY_MS - VIETNAM_OFFSET_MS);
}

/** Writes the reminders of tomorrow's team matches; how many matches it reminded of. */
export async function remindTeamMatches(db: Db, at: Date): Promise<number> {
  const from = tomorrowInVietnam(at);
  const due = await db
    .select()
    .from(teamMatches)
    .where(
      and(
        ne(teamMatches.status, 'finished'),
        gte(teamMatches.scheduledAt, from),
        lt(teamMatches.scheduledAt, new Date(from.getTime() + DAY_MS)),
      ),
    );
  if (due.length === 0) return 0;
  const members = await db
    .select({ teamId: leagueMembers.teamId, userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(
      and(
        inArray(
          leagueMembers.teamId,
          due.flatMap((m) => [m.homeTeamId, m.awayTeamId]),
        ),
        eq(leagueMembers.status, 'active'),
      ),
    );
  const notices: Notice[] = due.map((m) => ({
    kind: 'team_match',
    teamMatchId: m.id,
    players: members
      .filter((p) => p.teamId === m.homeTeamId || p.teamId === m.awayTeamId)
      .map((p) => p.userId),
    table: '',
  }));
  await db.transaction((tx) => writeNotices(tx, notices, at));
  return due.length;
}

export function startTeamMatchReminders(
  db: Db,
  options: { deliver: () => void; everyMs?: number; now?: () => Date },
): { stop: () => void } {
  const now = options.now ?? (() => new Date());
  return startSweep(
    async () => {
      if ((await remindTeamMatches(db, now())) > 0) options.deliver();
    },
    {
      everyMs: options.everyMs ?? 60_000,
      onError: (err) => logger.error({ err }, 'team match reminders failed'),
    },
  );
}
