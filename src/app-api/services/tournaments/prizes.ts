// Coin prizes: held from the organiser's wallet when the event starts (or checked against the pot
// of entry fees), paid into the winners' wallets once its results are final (it finished and its
// last protest window closed: results-final.ts), and the unpaid rest released.
// Every step is a ledger movement inside the caller's transaction, under the tournament's row
// lock; one standing payment row per winner, unique per (tournament, player), is the last word
// against a second run, so each prize is one ledger entry whatever is retried. A correction after
// payment reverses what is no longer owed and pays what now is, each by a ledger entry.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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

/** The payments standing (not reversed) of the event, with their winner's name. */
async function standingPayments(tx: Db, tournamentId: number) {
  return tx
    .select({
      id: tournamentPrizePayments.id,
      userId: tournamentPrizePayments.userId,
      place: tournamentPrizePayments.place,
      coins: tournamentPrizePayments.coins,
      fullName: users.fullName,
    })
    .from(tournamentPrizePayments)
    .innerJoin(users, eq(users.id, tournamentPrizePayments.userId))
    .where(
      and(
        eq(tournamentPrizePayments.tournamentId, tournamentId),
        isNull(tournamentPrizePayments.reversedAt),
      ),
    );
}
type StandingPayment = Awaited<ReturnType<typeof standingPayments>>[number];

/** Who is owed what by the event's final places; a disqualified player forfeits theirs. */
async function sharesOwed(tx: Db, row: TournamentRow): Promise<PrizeShare[]> {
  const players = await tx
    .select({
      userId: tournamentPlayers.userId,
      place: tournamentPlayers.finalPlace,
      disqualifiedAt: tournamentPlayers.disqualifiedAt,
    })
    .from(tournamentPlayers)
    .where(
      and(eq(tournamentPlayers.tournamentId, row.id), isNotNull(tournamentPlayers.finalPlace)),
    );
  const places = new Map(players.map((player) => [player.userId, player.place as number]));
  // A forfeited prize goes back to where it came from.
  const disqualified = new Set(players.filter((p) => p.disqualifiedAt).map((p) => p.userId));
  return prizeShares(row.prizes, places).filter((share) => !disqualified.has(share.userId));
}

/**
 * Takes a payment back: a ledger debit of the winner's (refused, and the whole change with it,
 * when their wallet no longer holds the coins), the payment marked reversed.
 */
async function reversePayment(
  tx: Db,
  row: TournamentRow,
  payment: StandingPayment,
  at: Date,
): Promise<void> {
  const [wallet] = await tx
    .select({ coin: users.coin })
    .from(users)
    .where(eq(users.id, payment.userId))
    .for('update');
  const balance = wallet?.coin ?? 0;
  if (balance < payment.coins) {
    throw AppApiError.conflict(
      PRIZE_MESSAGES.reversalShort(payment.fullName, payment.coins, balance),
    );
  }
  const ledger = await appendMovement(tx, {
    userId: payment.userId,
    type: 'prize_reversal',
    amount: -payment.coins,
    referenceType: 'tournament',
    referenceId: row.id,
    description: `Thu hồi giải thưởng hạng ${payment.place} giải "${row.name}" (kết quả đã sửa)`,
    at,
  });
  await tx
    .update(tournamentPrizePayments)
    .set({ reversedAt: at, reversalLedgerId: ledger.id })
    .where(eq(tournamentPrizePayments.id, payment.id));
}

/**
 * Brings the event's payments in line with its final places (`none`: the event runs again, so
 * nobody is owed anything yet): each payment no longer owed is reversed, each share owed and not
 * paid is paid, one ledger credit and one payment row each. For an organiser's prizes the
 * reversed coins go back into the hold, the hold covers the payments (the organiser's wallet
 * tops it up when ties now split differently), and what it did not pay goes back to them, unless
 * the event runs again. Run again, it moves nothing.
 */
export async function payPrizes(
  tx: Db,
  tournamentId: number,
  at: Date,
  owed: 'final places' | 'none' = 'final places',
): Promise<void> {
  const [row] = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update');
  if (!row) return;
  const standing = await standingPayments(tx, row.id);
  const shares = owed === 'none' ? [] : await sharesOwed(tx, row);
  const same = (payment: StandingPayment, share: PrizeShare) =>
    payment.userId === share.userId &&
    payment.place === share.place &&
    payment.coins === share.coins;
  const reversed = standing.filter((payment) => !shares.some((share) => same(payment, share)));
  const unpaid = shares.filter((share) => !standing.some((payment) => same(payment, share)));
  const fromOrganizer = row.prizeSource === 'organizer';
  let held = row.prizeHeld;
  // By user id, as prizeShares orders them: two payouts lock the same wallets in the same order.
  for (const payment of reversed.sort((a, b) => a.userId - b.userId)) {
    await reversePayment(tx, row, payment, at);
    if (fromOrganizer) held += payment.coins;
  }
  const due = unpaid.reduce((sum, share) => sum + share.coins, 0);
  if (fromOrganizer && due > held) {
    await applyMovement(tx, {
      userId: row.createdBy,
      type: 'prize_hold',
      amount: held - due,
      referenceType: 'tournament',
      referenceId: row.id,
      description: `Bù quỹ giải thưởng giải "${row.name}" (kết quả đã sửa)`,
      purpose: 'bù quỹ giải thưởng cần',
      at,
    });
    held = due;
  }
  for (const share of unpaid) {
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
  }
  if (!fromOrganizer) return;
  if (owed === 'none') {
    await tx.update(tournaments).set({ prizeHeld: held }).where(eq(tournaments.id, row.id));
  } else {
    await releasePrizes(tx, { ...row, prizeHeld: held - due }, 'phần chưa trao', at);
  }
}

/** The prizes paid, by place, then name. */
export async function prizePaymentsOf(db: Db, tournamentId: number): Promise<PrizePayment[]> {
  const rows = await db
    .select({
      id: tournamentPrizePayments.id,
      reversedAt: tournamentPrizePayments.reversedAt,
      place: tournamentPrizePayments.place,
      coins: tournamentPrizePayments.coins,
      paidAt: tournamentPrizePayments.paidAt,
      player: playerSummaryColumns,
    })
    .from(tournamentPrizePayments)
    .innerJoin(users, eq(users.id, tournamentPrizePayments.userId))
    .where(eq(tournamentPrizePayments.tournamentId, tournamentId))
    .orderBy(
      asc(tournamentPrizePayments.place),
      asc(users.fullName),
      asc(tournamentPrizePayments.id),
    );
  return rows.map((row) => ({
    id: row.id,
    place: row.place,
    coins: row.coins,
    paidAt: row.paidAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    player: toPlayerSummary(row.player),
  }));
}
