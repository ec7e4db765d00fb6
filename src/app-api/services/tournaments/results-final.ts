// When a finished event's results become final: no protest left open, and the protest window of
// its last result closed (PROTEST_MINUTES; at once for an event without one). Then its prizes are
// paid, in the transaction that marks it final; a manager's correction after that reverses and
// repays through the ledger. A sweep settles the events whose window closed since (startSettling).
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchEvents, matchProtests, tournamentPrizePayments, tournaments } from '../../db/schema';
import { logger } from '../../logger';
import { RESULT_CHANGE_KINDS } from '../matches/match-events';
import { payPrizes } from './prizes';
import { startSweep } from '../sweep';

/**
 * Makes the finished event's results final at `at` when nothing may change them any more, and pays
 * its prizes; false when it is not finished, already final, or a protest still may come or waits.
 * An event already final whose results a manager corrected since has its payments brought in line
 * with its new places (prizes.ts), and stays final.
 */
export async function settleResults(tx: Db, tournamentId: number, at: Date): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update');
  if (!row || row.status !== 'finished') return false;
  if (row.resultsFinalAt !== null) {
    await payPrizes(tx, tournamentId, at);
    return false;
  }
  // A protest filed before the organiser shortened the window still waits for its ruling.
  const [open] = await tx
    .select({ id: matchProtests.id })
    .from(matchProtests)
    .where(and(eq(matchProtests.tournamentId, tournamentId), isNull(matchProtests.ruling)))
    .limit(1);
  if (open) return false;
  if (row.protestMinutes > 0) {
    const [last] = await tx
      .select({ at: max(matchEvents.createdAt) })
      .from(matchEvents)
      .where(
        and(
          eq(matchEvents.tournamentId, tournamentId),
          inArray(matchEvents.kind, RESULT_CHANGE_KINDS),
        ),
      );
    const closes = (last?.at?.getTime() ?? 0) + row.protestMinutes * 60_000;
    if (at.getTime() < closes) return false;
  }
  await payPrizes(tx, tournamentId, at);
  await tx.update(tournaments).set({ resultsFinalAt: at }).where(eq(tournaments.id, tournamentId));
  return true;
}

/**
 * Settles every finished event whose results became final by `at`; how many it settled.
 * `onSettled` hears of each, with the users whose wallets it moved (the winners paid, the
 * organiser whose unpaid rest came back).
 */
export async function settleDueResults(
  db: Db,
  at: Date,
  onSettled?: (wallets: number[]) => void,
): Promise<number> {
  const due = await db
    .select({ id: tournaments.id, organizer: tournaments.createdBy })
    .from(tournaments)
    .where(and(eq(tournaments.status, 'finished'), isNull(tournaments.resultsFinalAt)));
  let settled = 0;
  for (const { id, organizer } of due) {
    if (!(await db.transaction((tx) => settleResults(tx, id, at)))) continue;
    settled++;
    const paid = await db
      .select({ userId: tournamentPrizePayments.userId })
      .from(tournamentPrizePayments)
      .where(eq(tournamentPrizePayments.tournamentId, id));
    onSettled?.([organizer, ...paid.map((p) => p.userId)]);
  }
  return settled;
}

/**
 * Settles due events every `everyMs`; `onSettled` hears of the wallets each one moved, so that the
 * winners' open pages show their prize.
 */
export function startSettling(
  db: Db,
  options: { onSettled?: (wallets: number[]) => void; everyMs?: number; now?: () => Date } = {},
): { stop: () => void } {
  const now = options.now ?? (() => new Date());
  return startSweep(
    async () => {
      await settleDueResults(db, now(), options.onSettled);
    },
    {
      everyMs: options.everyMs ?? 15_000,
      onError: (err) => logger.error({ err }, 'settling results failed'),
    },
  );
}
