// The no-show clock (issue 40): a player who has not said they are at the table of their called
// match is told again when half the organiser's minutes have gone, and when they are up. Written
// as notices (one per player, kind and call: the unique index keeps a second instance or a second
// sweep from writing it twice) and sent like every notice. Where the organiser turned it on, a
// clock run out with one player present and the other not gives the walkover by itself.
import { and, eq, isNotNull } from 'drizzle-orm';
import { isCaromGame } from '../../../shared/domain';
import type { Db } from '../../db/client';
import { matches, tournaments, type MatchRow } from '../../db/schema';
import { startSweep } from '../sweep';
import { logger } from '../../logger';
import { clockStartOf, presentSince } from '../matches/match-reads';
import { awardedScore, finishMatch } from '../matches/match-results';
import { lockMatchRow } from '../access';
import { writeNotices, type Notice } from '../notifications';

/** How late a reminder may still go out (a sweep missed, a restart): later, it is noise. */
const REMINDER_GRACE_MS = 5 * 60_000;

/** The reminder a called match whose clock started at `start` is due at `at`, if any. */
function reminderDue(
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

/** The side of a called match whose player is at the table while the other is not; else null. */
function presentSide(match: MatchRow): 1 | 2 | null {
  const { calledAt } = match;
  if (!calledAt) return null;
  const here1 = presentSince(match.present1At, calledAt);
  const here2 = presentSince(match.present2At, calledAt);
  if (here1 === here2) return null;
  return here1 ? 1 : 2;
}

/** A called match of a running pool event whose no-show clock ran out by `at`, one player there. */
function walkoverDue(match: MatchRow, noShowMinutes: number, at: Date): 1 | 2 | null {
  const start = clockStartOf(match);
  if (match.status !== 'scheduled' || !match.tableLabel || !start) return null;
  if (at.getTime() - start.getTime() < noShowMinutes * 60_000) return null;
  return presentSide(match);
}

/** A walkover the clock gave: the match, and its tournament (whose viewers to wake). */
export interface ClockWalkover {
  matchId: number;
  tournamentId: number;
}

/**
 * In the events whose organiser turned it on: every called match whose clock ran out by `at` with
 * one player present and the other not becomes a walkover to the one who came, decided by nobody
 * (its history says so), like a manager's (match-awards.ts). Each in a transaction of its own,
 * checked again under the tournament's lock; two sweeps decide it once. The matches decided.
 */
export async function awardNoShows(db: Db, at: Date): Promise<ClockWalkover[]> {
  const called = await db
    .select({ match: matches, tournament: tournaments })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        eq(tournaments.status, 'ongoing'),
        eq(tournaments.autoWalkover, true),
        eq(matches.status, 'scheduled'),
        isNotNull(matches.calledAt),
      ),
    );
  const decided: ClockWalkover[] = [];
  for (const { match, tournament } of called) {
    if (isCaromGame(tournament.game)) continue;
    if (!walkoverDue(match, tournament.noShowMinutes, at)) continue;
    const done = await db.transaction(async (tx) => {
      const { tournament: locked, row } = await lockMatchRow(tx, match.id);
      if (locked.status !== 'ongoing' || !locked.autoWalkover) return false;
      const winner = walkoverDue(row, locked.noShowMinutes, at);
      if (!winner) return false;
      const score = awardedScore(row, 'walkover', winner);
      await finishMatch(
        tx,
        locked,
        row,
        { ...score, awarded: { resultType: 'walkover', winner } },
        null,
        at,
      );
      return true;
    });
    if (done) decided.push({ matchId: match.id, tournamentId: tournament.id });
  }
  return decided;
}

/**
 * Runs the clock every `everyMs`: sends the reminders it wrote (`deliver`), and tells of each
 * walkover it gave (`onAwarded`: live views follow). `stop` ends it.
 */
export function startNoShowClock(
  db: Db,
  options: {
    deliver: () => void;
    onAwarded?: (decided: ClockWalkover) => void;
    everyMs?: number;
    now?: () => Date;
  },
): { stop: () => void } {
  const now = options.now ?? (() => new Date());
  return startSweep(
    async () => {
      const at = now();
      if ((await remindNoShows(db, at)) > 0) options.deliver();
      for (const decided of await awardNoShows(db, at)) options.onAwarded?.(decided);
    },
    {
      everyMs: options.everyMs ?? 15_000,
      onError: (err) => logger.error({ err }, 'no-show clock failed'),
    },
  );
}
