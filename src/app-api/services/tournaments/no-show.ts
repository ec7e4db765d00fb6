// The no-show clock's reminders (issue 40): a player who has not said they are at the table of
// their called match is told again when half the organiser's minutes have gone, and when they
// are up. Written as notices (one per player, kind and call: the unique index keeps a second
// instance or a second sweep from writing it twice) and sent like every notice.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches, tournaments } from '../../db/schema';
import { startSweep } from '../sweep';
import { logger } from '../../logger';
import { clockStartOf, presentSince } from '../matches/match-reads';
import { writeNotices, type Notice } from '../notifications';

/** How late a reminder may still go out (a sweep missed, a restart): later, it is noise. */
const REMINDER_GRACE_MS = 5 * 60_000;

/** The reminder a called match whose clock started at `start` is due at `at`, if any. */
export function reminderDue(
  start: Date,
  noShowMinutes: number,
  at: Date,
): 'no_show_half' | 'no_show_end' | null {
  const gone = at.getTime() - start.getTime();
  const total = noShowMinutes * 60_000;
  if (gone >= total) return gone < total + REMINDER_GRACE_MS ? 'no_show_end' : null;
  if (gone >= total / 2) return 'no_show_half';
  return null;
}

/** Writes the reminders due at `at` to the players not at their table; how many matches. */
export async function remindNoShows(db: Db, at: Date): Promise<number> {
  const called = await db
    .select({ match: matches, noShowMinutes: tournaments.noShowMinutes })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        eq(tournaments.status, 'ongoing'),
        eq(matches.status, 'scheduled'),
        isNotNull(matches.tableLabel),
        isNotNull(matches.calledAt),
      ),
    );
  const notices: Notice[] = [];
  for (const { match, noShowMinutes } of called) {
    const { calledAt, tableLabel } = match;
    const start = clockStartOf(match);
    if (!calledAt || !tableLabel || !start) continue;
    const kind = reminderDue(start, noShowMinutes, at);
    if (!kind) continue;
    const absent = (
      [
        [match.player1Id, match.present1At],
        [match.player2Id, match.present2At],
      ] as const
    )
      .filter(([player, present]) => player !== null && !presentSince(present, calledAt))
      .map(([player]) => player as number);
    if (absent.length === 0) continue;
    notices.push({
      kind,
      tournamentId: match.tournamentId,
      matchId: match.id,
      players: absent,
      table: tableLabel,
      callAt: calledAt,
    });
  }
  if (notices.length > 0) await writeNotices(db, notices, at);
  return notices.length;
}

/** Sweeps for due reminders every `everyMs` and sends what it wrote. `stop` ends it. */
export function startNoShowReminders(
  db: Db,
  options: { deliver: () => void; everyMs?: number; now?: () => Date },
): { stop: () => void } {
  const now = options.now ?? (() => new Date());
  return startSweep(
    async () => {
      if ((await remindNoShows(db, now())) > 0) options.deliver();
    },
    {
      everyMs: options.everyMs ?? 15_000,
      onError: (err) => logger.error({ err }, 'no-show reminders failed'),
    },
  );
}
