// Coin prizes: held from the organiser's wallet when the event starts (or checked against the pot
// of entry fees), paid into the winners' wallets once its results are final (it finished and its
// last protest window closed: results-final.ts), and the unpaid rest released.
// Every step is a ledger movement inside the caller's transaction, under the tournament's row
// lock; a payment row per winner, unique per (tournament, player), is the last word against a
// second run, so each prize is one ledger entry whatever is retried.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { prizeTotal } from '../../../shared/domain';
import {
  PRIZE_MESSAGES,
  type Prize,
  type PrizePayment,
  type PrizeSource,
} from '../../../shared/schemas/prizes';
import type { Db } from '../../db/client';
import {
  tournamentPlayers,
  tournamentPrizePayments,
  tournaments,
  users,
  type TournamentRow,
} from '../../db/schema';
import { AppApiError } from '../../errors';
import { playerSummaryColumns, toPlayerSummary } from '../players/player-summary';
import { appendMovement, applyMovement } from '../wallet';

export interface PrizeShare {
  userId: number;
  place: number;
  coins: number;
}

/**
 * Who gets how many coins from the final places. Players tied at a place occupy the places from
 * it down (two at 3rd take 3rd and 4th): they share those places' coins evenly, and what does
 * not divide evenly stays unpaid (it goes back to where the prizes came from). A place nobody
 * reached pays nothing.
 */
export function prizeShares(
  prizes: readonly Pick<Prize, 'place' | 'coins'>[],
  places: ReadonlyMap<number, number>,
): PrizeShare[] {
  const coinsAt = new Map(prizes.map((prize) => [prize.place, prize.coins]));
  const byPlace = new Map<number, number[]>();
  for (const [userId, place] of places) byPlace.set(place, [...(byPlace.get(place) ?? []), userId]);
  const shares: PrizeShare[] = [];
  for (const [place, players] of byPlace) {
    let pooled = 0;
    for (let p = place; p < place + players.length; p++) pooled += coinsAt.get(p) ?? 0;
    const each = Math.floor(pooled / players.length);
    if (each === 0) continue;
    for (const userId of players) shares.push({ userId, place, coins: each });
  }
  // By user id: two payouts touching the same wallets lock them in the same order.
  return shares.sort((a, b) => a.userId - b.userId);
}

/**
 * Players joined on the prizes the event stated: their source stays, and coins from the
 * organiser's wallet may grow but not shrink. A pot's may (fewer players, a smaller pot).
 */
export function assertPrizesKept(
  row: Pick<TournamentRow, 'prizes' | 'prizeSource'>,
  fields: { prizes?: readonly Prize[] | undefined; prizeSource?: PrizeSource | undefined },
): void {
  if (fields.prizeSource !== undefined && fields.prizeSource !== row.prizeSource) {
    throw AppApiError.conflict(PRIZE_MESSAGES.sourceWithPlayers);
  }
  if (
    fields.prizes !== undefined &&
    row.prizeSource === 'organizer' &&
    prizeTotal(fields.prizes) < prizeTotal(row.prizes)
  ) {
    throw AppApiError.conflict(PRIZE_MESSAGES.lowerWithPlayers);
  }
}

/** The fees the registered players paid: the pot a `pot` event's prizes come from. */
async function potOf(tx: Db, tournamentId: number): Promise<number> {
  const [row] = await tx
    .select({ pot: sql<string | null>`sum(${tournamentPlayers.feePaid})` })
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, tournamentId));
  return Number(row?.pot ?? 0);
}

/**
 * At the start: takes the coin prizes from the organiser's wallet (refused, with the balance,
 * when it cannot cover them), or checks that the pot of fees covers them.
 */
export async function holdPrizes(tx: Db, row: TournamentRow, at: Date): Promise<void> {
  const total = prizeTotal(row.prizes);
  if (total === 0) return;
  if (row.prizeSource === 'pot') {
    const pot = await potOf(tx, row.id);
    if (pot < total) throw AppApiError.conflict(PRIZE_MESSAGES.potShort(total, pot));
    return;
  }
  await applyMovement(tx, {
    userId: row.createdBy,
    type: 'prize_hold',
    amount: -total,
    referenceType: 'tournament',
    referenceId: row.id,
    description: `Giữ quỹ giải thưởng giải "${row.name}"`,
    purpose: 'quỹ giải thưởng cần',
    at,
  });
  await tx.update(tournaments).set({ prizeHeld: total }).where(eq(tournaments.id, row.id));
}

/**
 * Gives the organiser back the coins still held (all of them when the event is cancelled, the
 * unpaid rest when it finishes); nothing is held afterwards.
 */
export async function releasePrizes(
  tx: Db,
  row: Pick<TournamentRow, 'id' | 'name' | 'createdBy' | 'prizeHeld'>,
  reason: string,
  at: Date,
): Promise<void> {
  if (row.prizeHeld > 0) {
    await applyMovement(tx, {
      userId: row.createdBy,
      type: 'prize_release',
      amount: row.prizeHeld,
      referenceType: 'tournament',
      referenceId: row.id,
      description: `Hoàn quỹ giải thưởng giải "${row.name}" (${reason})`,
      at,
    });
  }
  await tx.update(tournaments).set({ prizeHeld: 0 }).where(eq(tournaments.id, row.id));
}

/**
 * When the event's results are final (results-final.ts): one ledger credit and one payment row
 * per winner of its final places not yet paid, then what the organiser's hold did not pay goes
 * back to them. Run again, it pays nothing twice.
 */
export async function payPrizes(tx: Db, tournamentId: number, at: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update');
  if (!row) return;
  const paid = new Set(
    (
      await tx
        .select({ userId: tournamentPrizePayments.userId })
        .from(tournamentPrizePayments)
        .where(eq(tournamentPrizePayments.tournamentId, tournamentId))
    ).map((payment) => payment.userId),
  );
  const places = new Map(
    (
      await tx
        .select({ userId: tournamentPlayers.userId, place: tournamentPlayers.finalPlace })
        .from(tournamentPlayers)
        .where(
          and(
            eq(tournamentPlayers.tournamentId, tournamentId),
            isNotNull(tournamentPlayers.finalPlace),
          ),
        )
    ).map((player) => [player.userId, player.place as number]),
  );
  // A player disqualified from the event forfeits their prize: it goes back to its source.
  const disqualified = new Set(
    (
      await tx
        .select({ userId: tournamentPlayers.userId })
        .from(tournamentPlayers)
        .where(
          and(
            eq(tournamentPlayers.tournamentId, tournamentId),
            isNotNull(tournamentPlayers.disqualifiedAt),
          ),
        )
    ).map((player) => player.userId),
  );
  let paidNow = 0;
  for (const share of prizeShares(row.prizes, places)) {
    if (paid.has(share.userId) || disqualified.has(share.userId)) continue;
    const ledger = await appendMovement(tx, {
      userId: share.userId,
      type: 'prize',
      amount: share.coins,
      referenceType: 'tournament',
      referenceId: row.id,
      description: `Giải thưởng hạng ${share.place} giải "${row.name}"`,
      at,
    });
    await tx.insert(tournamentPrizePayments).values({
      tournamentId: row.id,
      userId: share.userId,
      place: share.place,
      coins: share.coins,
      ledgerId: ledger.id,
      paidAt: at,
    });
    paidNow += share.coins;
  }
  if (row.prizeHeld > 0) {
    await releasePrizes(tx, { ...row, prizeHeld: row.prizeHeld - paidNow }, 'phần chưa trao', at);
  }
}

/** The prizes paid, by place, then name. */
export async function prizePaymentsOf(db: Db, tournamentId: number): Promise<PrizePayment[]> {
  const rows = await db
    .select({
      place: tournamentPrizePayments.place,
      coins: tournamentPrizePayments.coins,
      paidAt: tournamentPrizePayments.paidAt,
      player: playerSummaryColumns,
    })
    .from(tournamentPrizePayments)
    .innerJoin(users, eq(users.id, tournamentPrizePayments.userId))
    .where(eq(tournamentPrizePayments.tournamentId, tournamentId))
    .orderBy(asc(tournamentPrizePayments.place), asc(users.fullName));
  return rows.map((row) => ({
    place: row.place,
    coins: row.coins,
    paidAt: row.paidAt.toISOString(),
    player: toPlayerSummary(row.player),
  }));
}
